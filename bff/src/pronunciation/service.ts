import {
  isUuid,
  PRONUNCIATION_MESSAGES,
  PRONUNCIATIONS_MAX,
  type Project,
  type Pronunciation,
  type PronunciationChangeAnswer,
  type PronunciationInput,
  type PronunciationPreview,
  type PronunciationsAnswer,
} from '@reeltalk/contracts';
import { Conflict, NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';
import type { NarrationService } from '../narration/service.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { NarrationReading } from '../voice/reading.ts';
import type { DictionaryOwner, PronunciationRepository } from './repository.ts';
import type { PronunciationRow } from './table.ts';

const toPronunciation = (row: PronunciationRow): Pronunciation => ({
  id: row.id,
  scope: row.project_id === null ? 'user' : 'project',
  term: row.term,
  ...(row.respelling !== null && { respelling: row.respelling }),
  ...(row.ipa !== null && { ipa: row.ipa }),
  createdAt: row.created_at.toISOString(),
});

/**
 * Pronunciation dictionaries: a project's (changed by whoever may edit the project) and each user's own (for all of
 * their projects). A change re-narrates the project being reviewed when it has been narrated and the change applies
 * to it; the paragraph cache then reads again only the paragraphs holding the term.
 */
export function createPronunciationService(deps: {
  pronunciations: PronunciationRepository;
  projects: ProjectService;
  narrations: NarrationService;
  media: MediaClient;
  readingOf: (project: Project) => Promise<NarrationReading>;
}) {
  const { pronunciations, projects, narrations } = deps;

  const ownerOf = (caller: Caller, input: PronunciationInput): DictionaryOwner =>
    input.scope === 'project' ? { projectId: input.projectId } : { userId: caller.userId };

  /** The entry, when the caller may change it (404 otherwise: another user's entry reads as missing). */
  const changeable = async (caller: Caller, id: string): Promise<PronunciationRow> => {
    const row = isUuid(id) ? await pronunciations.find(id) : undefined;
    if (row?.project_id) {
      await projects.get(caller, row.project_id).catch((error: unknown) => {
        throw error instanceof NotFound ? new NotFound(PRONUNCIATION_MESSAGES.notFound) : error;
      });
      return row;
    }
    if (!row || row.user_id !== caller.userId) throw new NotFound(PRONUNCIATION_MESSAGES.notFound);
    return row;
  };

  /** Narrates the project again with its dictionary, when it has been narrated and an entry of it changed. */
  const renarrate = async (
    caller: Caller,
    project: Project,
    ...changed: PronunciationRow[]
  ): Promise<{ jobId?: string }> => {
    // A user's entries are read by their own projects only.
    const applies = changed.some((row) => row.project_id === project._id || row.user_id === project.userId._id);
    if (!applies || !project.audio_stems?.vocal) return {};
    return { jobId: await narrations.renarrate(caller, project) };
  };

  const written = async (input: PronunciationInput, write: Promise<PronunciationRow | undefined>) => {
    const row = await write;
    if (!row) throw new Conflict(PRONUNCIATION_MESSAGES.duplicate(input.term));
    return row;
  };

  return {
    /** The project's entries and the caller's own. */
    async list(caller: Caller, projectId: string): Promise<PronunciationsAnswer> {
      await projects.get(caller, projectId, 'play');
      const [project, user] = await Promise.all([
        pronunciations.list({ projectId }),
        pronunciations.list({ userId: caller.userId }),
      ]);
      return { project: project.map(toPronunciation), user: user.map(toPronunciation) };
    },

    async add(caller: Caller, input: PronunciationInput): Promise<PronunciationChangeAnswer> {
      const project = await projects.get(caller, input.projectId);
      const owner = ownerOf(caller, input);
      if ((await pronunciations.count(owner)) >= PRONUNCIATIONS_MAX) throw new Conflict(PRONUNCIATION_MESSAGES.full);
      const row = await written(input, pronunciations.insert({ ...input, owner }));
      return { pronunciation: toPronunciation(row), ...(await renarrate(caller, project, row)) };
    },

    /** Changes the entry, also into the other dictionary (the scope given). */
    async change(caller: Caller, id: string, input: PronunciationInput): Promise<PronunciationChangeAnswer> {
      const before = await changeable(caller, id);
      const project = await projects.get(caller, input.projectId);
      const row = await written(input, pronunciations.update(id, { ...input, owner: ownerOf(caller, input) }));
      return { pronunciation: toPronunciation(row), ...(await renarrate(caller, project, before, row)) };
    },

    async remove(caller: Caller, id: string, projectId: string): Promise<PronunciationChangeAnswer> {
      const row = await changeable(caller, id);
      const project = await projects.get(caller, projectId);
      await pronunciations.delete(id);
      return renarrate(caller, project, row);
    },

    /** The term read with the project's voice and reading and this pronunciation, as a WAV ("Hear it"). */
    async preview(caller: Caller, { projectId, ...entry }: PronunciationPreview): Promise<Uint8Array<ArrayBuffer>> {
      const reading = await deps.readingOf(await projects.get(caller, projectId));
      return deps.media.call('pronunciationPreview', {
        body: { voice: reading.voice, prosody: reading.prosody, ...entry },
      });
    },
  };
}

export type PronunciationService = ReturnType<typeof createPronunciationService>;
