import {
  MUSIC_GENERATION_LIMITS,
  MUSIC_ZONE_MESSAGES,
  musicZoneProblem,
  type MusicZone,
  type NewMusicZone,
  type ScoreProposal,
} from '@reeltalk/contracts';
import { BadRequest, Conflict, NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { SoundtrackService } from '../soundtrack/service.ts';
import type { Caller } from '../state.ts';
import type { MusicZoneRepository } from './repository.ts';

const SCORE_MESSAGES = {
  notNarrated: 'Narrate the script before scoring it: the chapters are timed by the narration.',
} as const;

/**
 * A scored chapter's track name: the project's name and the chapter's title, so the creator's soundtrack list (shared
 * by all of their projects) says which book and chapter each track is for. The name gives way to a long title.
 */
export function scoreTrackName(projectName: string, chapterTitle: string): string {
  const max = MUSIC_GENERATION_LIMITS.trackNameChars;
  const separator = ' – ';
  const room = max - separator.length - chapterTitle.length;
  if (room < 4) return chapterTitle.slice(0, max);
  const name = projectName.length > room ? `${projectName.slice(0, room - 1).trimEnd()}…` : projectName;
  return `${name}${separator}${chapterTitle}`;
}

/** A zone index as the URL holds it: digits only, else no index at all. */
const parseIndex = (text: string): number => (/^\d{1,9}$/.test(text) ? Number(text) : -1);

/**
 * A project's music zones on its narration's timeline. The server checks every rule the browser checks before a zone
 * is saved (its soundtrack is stock or the caller's and has a duration; it lies inside the narration and lasts at
 * least a second; the project holds fewer than MUSIC_ZONES_PER_PROJECT), and a refusal saves nothing.
 */
export function createMusicZoneService(deps: {
  zones: MusicZoneRepository;
  projects: ProjectService;
  soundtracks: SoundtrackService;
  media: MediaClient;
}) {
  const { zones, projects, soundtracks, media } = deps;

  return {
    /** Whoever may play the project sees its zones; changing them takes the right to edit it. */
    async list(caller: Caller, projectId: string): Promise<MusicZone[]> {
      await projects.get(caller, projectId, 'play');
      return zones.list(projectId);
    },

    /** Adds the zone last; answers the list after. */
    async add(caller: Caller, projectId: string, zone: NewMusicZone): Promise<MusicZone[]> {
      const project = await projects.get(caller, projectId);
      const soundtrack = await soundtracks.usable(caller, zone.soundtrackId);
      const problem = await zones.add(project._id, zone, (savedZones) =>
        musicZoneProblem(zone, {
          vocalDuration: project.audio_stems.vocal_duration,
          soundtrackDuration: soundtrack.duration,
          savedZones,
        }),
      );
      if (problem) throw new BadRequest(problem);
      return zones.list(project._id);
    },

    /** Deletes the zone at the list position `index`; answers the list after. */
    async remove(caller: Caller, projectId: string, index: string): Promise<MusicZone[]> {
      const project = await projects.get(caller, projectId);
      const position = parseIndex(index);
      if (position < 0 || !(await zones.removeAt(project._id, position))) {
        throw new NotFound(MUSIC_ZONE_MESSAGES.invalidIndex);
      }
      return zones.list(project._id);
    },

    /** Sets the volume of the zone at the list position `index`; answers the list after. */
    async setVolume(caller: Caller, projectId: string, index: string, volume: number): Promise<MusicZone[]> {
      const project = await projects.get(caller, projectId);
      const position = parseIndex(index);
      if (position < 0 || !(await zones.setVolumeAt(project._id, position, volume))) {
        throw new NotFound(MUSIC_ZONE_MESSAGES.invalidIndex);
      }
      return zones.list(project._id);
    },

    /**
     * A draft zone per chapter of the narration, with music to generate for each from the chapter's text, its track
     * named after the project and the chapter.
     */
    async scoreProposal(caller: Caller, projectId: string): Promise<ScoreProposal> {
      const project = await projects.get(caller, projectId);
      const timeline = project.audio_stems.timeline;
      if (!timeline) throw new Conflict(SCORE_MESSAGES.notNarrated);
      const proposal = await media.call('scoreProposal', { projectId: project._id, body: { timelineKey: timeline } });
      return proposal.map((draft) => ({ ...draft, track_name: scoreTrackName(project.name, draft.chapterTitle) }));
    },
  };
}

export type MusicZoneService = ReturnType<typeof createMusicZoneService>;
