import { isDeepStrictEqual } from 'node:util';
import Router from '@koa/router';
import { JOB_KINDS, narrationRequestSchema, prosodySchema, type startedJobSchema } from '@reeltalk/contracts';
import type { z } from 'zod';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import { scriptReader } from '../script/script-versions.ts';
import { objectKeySchema, projectIdSchema } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { NEUTRAL_PROSODY, type NarrationEngine } from './engine/index.ts';
import { narrationInputSchema, type NarrationInput } from './narration-job.ts';

/** The contract's request, whose script key must be a key this service built. */
const narrationSchema = narrationRequestSchema.extend({ sourceKey: objectKeySchema });

export function narrationRoutes(deps: { storage: ObjectStorage; engine: NarrationEngine; runner: JobRunner }): Router {
  const { storage, engine, runner } = deps;
  const router = new Router();

  /**
   * One narration of a project is in flight at a time. Asking for the same one again while it runs answers it; asking
   * for another (another script, voice, prosody or flow) cancels it and starts the new one.
   */
  router.post('/projects/:projectId/narrations', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    const body = narrationSchema.parse(ctx.request.body);
    if (!scriptReader(projectId, body.sourceKey)) throw new BadRequest('The key is not a script of this project.');
    if (!(await storage.head(body.sourceKey))) throw new NotFound('The script file was not found.');
    const voice = body.voice ?? engine.defaultVoice;
    if (!engine.voices().some((known) => known.id === voice)) {
      throw new BadRequest(`There is no voice "${body.voice}".`);
    }
    const input: NarrationInput = {
      sourceKey: body.sourceKey,
      voice,
      prosody: prosodySchema.parse({ ...NEUTRAL_PROSODY, ...body.prosody }),
      ...(body.flowType && { flowType: body.flowType }),
      ...(body.pronunciations?.length && { pronunciations: body.pronunciations }),
    };
    const { jobId } = await runner.enqueue(JOB_KINDS.narration, projectId, input, {
      ownerId: body.ownerId,
      replaces: (running) => !isDeepStrictEqual(narrationInputSchema.parse(running), input),
    });
    ctx.status = 202;
    ctx.body = { jobId } satisfies z.infer<typeof startedJobSchema>;
  });

  return router;
}
