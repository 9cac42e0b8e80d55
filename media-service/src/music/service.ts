import { randomInt } from 'node:crypto';
import { JOB_KINDS, type musicJobRequestSchema, type ScoreProposal } from '@reeltalk/contracts';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { z } from 'zod';
import type { Timeline } from '../narration/timeline.ts';
import type { JobRunner } from '../queue/job-runner.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { MusicInput } from './music-job.ts';
import { proposeScore } from './score-proposal.ts';
import { promptsForChapters } from './score-prompt.ts';
import type { StockLibrary } from './stock.ts';

/** Seeds fit a 32-bit integer, the range every generator takes. */
const SEED_LIMIT = 2 ** 31 - 1;

export type MusicService = ReturnType<typeof createMusicService>;

export function createMusicService(deps: { runner: JobRunner; stock: StockLibrary; storage: ObjectStorage }) {
  const { runner, stock, storage } = deps;
  return {
    /** Composes a track from a prompt, in the project's job queue (so its events reach the project's watchers). */
    async start(projectId: string, request: z.output<typeof musicJobRequestSchema>): Promise<{ jobId: string }> {
      const input: MusicInput = {
        ownerId: request.ownerId,
        prompt: request.prompt,
        durationSeconds: request.durationSeconds,
        trackName: request.trackName,
        seed: request.seed ?? randomInt(SEED_LIMIT),
      };
      const { jobId } = await runner.enqueue(JOB_KINDS.music, projectId, input, { ownerId: request.ownerId });
      return { jobId };
    },

    /** The stock soundtracks with their keys; the first call makes any that are not stored yet. */
    stockTracks: () => stock.list(),

    /** A draft zone per chapter of a narration of the project, with a prompt read from each chapter's text. */
    async scoreProposal(projectId: string, timelineKey: string): Promise<ScoreProposal> {
      if (!timelineKey.startsWith(`${projectPrefix(projectId)}narration/`) || !timelineKey.endsWith('/timeline.json')) {
        throw new BadRequest('The key is not a narration timeline of this project.');
      }
      if (!(await storage.head(timelineKey))) throw new NotFound('The narration timeline was not found.');
      const timeline = JSON.parse((await storage.getBuffer(timelineKey)).toString()) as Timeline;
      return proposeScore(timeline, promptsForChapters);
    },
  };
}
