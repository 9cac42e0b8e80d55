import type { MusicZone, Project, VoiceGender } from '@reeltalk/contracts';
import type { ProjectRow } from './table.ts';

/** A project row joined with its owner's name and its voice, as the repository reads it. */
export type ProjectWithOwner = ProjectRow & {
  owner_full_name: string;
  /** The name of the publisher it is assigned to (null: none). */
  publisher_name: string | null;
  /** The voice a narration reads (the project's, else the default one): see the repository's join. */
  voice_id: string | null;
  voice_name: string | null;
  voice_display_name: string | null;
  voice_gender: VoiceGender | null;
  voice_tone: string | null;
  /** A narration of the project may be queued or running: one still wanted has not had its end recorded. */
  narration_pending: boolean;
  music_zones: MusicZone[];
};

/**
 * voice_model_id populated (displayName, name, gender, tone) with the voice its narration reads: the one it names, or
 * the default voice when it names none its owner may use; left as it is when the catalogue has neither.
 */
function voiceOf(row: ProjectWithOwner): Project['voice_model_id'] {
  const { voice_id: id, voice_name: name, voice_display_name: displayName, voice_gender: gender } = row;
  if (id === null || name === null || displayName === null || gender === null) return row.voice_model_id;
  return { _id: id, name, displayName, gender, tone: row.voice_tone ?? '' };
}

/** The project as the API answers it: the spec's Mongo-style names, with the owner populated as userId. */
export function toProjectJson(row: ProjectWithOwner): Project {
  const stems = row.audio_stems;
  return {
    _id: row.id,
    name: row.name,
    fullName: row.full_name,
    description: row.description,
    status: row.status,
    genres: row.genres,
    emotions: row.emotions,
    voice_model_id: voiceOf(row),
    source_document: row.source_document,
    audio_stems: {
      vocal: stems.vocal ?? null,
      mix: stems.mix ?? null,
      vocal_duration: stems.vocal_duration ?? null,
      musicZones: row.music_zones,
      soundtrack: stems.soundtrack ?? null,
      timeline: stems.timeline ?? null,
      peaks: stems.peaks ?? null,
      chapters: stems.chapters ?? null,
      vocal_master: stems.vocal_master ?? null,
      mix_wav: stems.mix_wav ?? null,
      vocal_emotions: stems.vocal_emotions ?? null,
    },
    videoInfo: row.video_info,
    settings: row.settings,
    userId: { _id: row.user_id, fullName: row.owner_full_name },
    duration: row.duration,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastModified: row.last_modified.toISOString(),
  };
}
