import { isDeepStrictEqual } from 'node:util';
import Router from '@koa/router';
import { prosodySchema } from '@reeltalk/contracts';
import { z } from 'zod';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import { scriptKindOf } from '../script/script-file.ts';
import { objectKeySchema, projectIdSchema, scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { NEUTRAL_PROSODY, type NarrationEngine } from './engine/index.ts';
import { NARRATION_JOB, narrationInputSchema, type NarrationInput } from './narration-job.ts';

const narrationRequestSchema = z.object({
  sourceKey: objectKeySchema,
  /** An engine voice id; the engine's default voice when left out. */
  voice: z.string().min(1).max(100).optional(),
  /** Factors on the voice's own manner (1 = unchanged); any left out stay neutral. */
  prosody: prosodySchema.partial().optional(),
  /** The voice step's flow type, for its stage texts. */
  flowType: narrationInputSchema.shape.flowType,
  /** Who asked (the bff's user id), kept on the job for sharing the workers fairly. */
  ownerId: z.string().min(1).max(64).optional(),
});

export function narrationRoutes(deps: { storage: ObjectStorage; engine: NarrationEngine; runner: JobRunner }): Router {
  const { storage, engine, runner } = deps;
  const router = new Router();

  /**
   * One narration of a project is in flight at a time. Asking for the same one again while it runs answers it; asking
   * for another (another script, voice, prosody or flow) cancels it and starts the new one.
   */
  router.post('/projects/:projectId/narrations', async (ctx) => {
    const projectId = projectIdSchema.parse(ctx.params.projectId);
    const body = narrationRequestSchema.parse(ctx.request.body);
    if (!body.sourceKey.startsWith(scriptPrefix(projectId)) || !scriptKindOf(body.sourceKey)) {
      throw new BadRequest('The key is not a script of this project.');
    }
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
    };
    const { jobId } = await runner.enqueue(NARRATION_JOB, projectId, input, {
      ownerId: body.ownerId,
      replaces: (running) => !isDeepStrictEqual(narrationInputSchema.parse(running), input),
    });
    ctx.status = 202;
    ctx.body = { jobId };
  });

  return router;
}
