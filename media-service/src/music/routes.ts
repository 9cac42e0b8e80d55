import { randomInt } from 'node:crypto';
import Router from '@koa/router';
import {
  JOB_KINDS,
  musicJobRequestSchema,
  scoreProposalRequestSchema,
  type ScoreProposal,
  type startedJobSchema,
  type stockTracksSchema,
} from '@reeltalk/contracts';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { z } from 'zod';
import type { Timeline } from '../narration/timeline.ts';
import type { JobRunner } from '../queue/job-runner.ts';
import { objectKeySchema, projectIdSchema, projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { MusicInput } from './music-job.ts';
import { proposeScore } from './score-proposal.ts';
import { promptsForChapters } from './score-prompt.ts';
import type { StockLibrary } from './stock.ts';

/** The contract's request, whose timeline key must be a key this service built. */
const scoreRequestSchema = scoreProposalRequestSchema.extend({ timelineKey: objectKeySchema });

/** Seeds fit a 32-bit integer, the range every generator takes. */
const SEED_LIMIT = 2 ** 31 - 1;

export function musicRoutes(deps: { runner: JobRunner; stock: StockLibrary; storage: ObjectStorage }): Router {
  const { runner, stock, storage } = deps;
  const router = new Router();

  /** Composes a track from a prompt, in the project's job queue (so its events reach the project's watchers). */
  router.post('/projects/:projectId/music', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    const body = musicJobRequestSchema.parse(ctx.request.body);
    const input: MusicInput = {
      ownerId: body.ownerId,
      prompt: body.prompt,
      durationSeconds: body.durationSeconds,
      trackName: body.trackName,
      seed: body.seed ?? randomInt(SEED_LIMIT),
    };
    const { jobId } = await runner.enqueue(JOB_KINDS.music, projectId, input, { ownerId: body.ownerId });
    ctx.status = 202;
    ctx.body = { jobId } satisfies z.infer<typeof startedJobSchema>;
  });

  /** The stock soundtracks with their keys; the first call makes any that are not stored yet. */
  router.get('/music/stock', async (ctx) => {
    ctx.body = { tracks: await stock.list() } satisfies z.infer<typeof stockTracksSchema>;
  });

  /** A draft zone per chapter of a narration of the project, with a prompt read from each chapter's text. */
  router.post('/projects/:projectId/score-proposal', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    const { timelineKey } = scoreRequestSchema.parse(ctx.request.body);
    if (!timelineKey.startsWith(`${projectPrefix(projectId)}narration/`) || !timelineKey.endsWith('/timeline.json')) {
      throw new BadRequest('The key is not a narration timeline of this project.');
    }
    if (!(await storage.head(timelineKey))) throw new NotFound('The narration timeline was not found.');
    const timeline = JSON.parse((await storage.getBuffer(timelineKey)).toString()) as Timeline;
    ctx.body = proposeScore(timeline, promptsForChapters) satisfies ScoreProposal;
  });

  return router;
}
