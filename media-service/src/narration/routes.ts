import Router from '@koa/router';
import { z } from 'zod';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import type { JobRepository } from '../queue/repository.ts';
import { scriptKindOf } from '../script/script-file.ts';
import { objectKeySchema, projectIdSchema, scriptPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { NEUTRAL_PROSODY, type NarrationEngine } from './engine/index.ts';
import { NARRATION_JOB, narrationInputSchema, prosodySchema, type NarrationInput } from './narration-job.ts';

const narrationRequestSchema = z.object({
  sourceKey: objectKeySchema,
  /** An engine voice id; the engine's default voice when left out. */
  voice: z.string().min(1).max(100).optional(),
  /** Factors on the voice's own manner (1 = unchanged); any left out stay neutral. */
  prosody: prosodySchema.partial().optional(),
  /** The voice step's flow type, for its stage texts. */
  flowType: narrationInputSchema.shape.flowType,
});

export function narrationRoutes(deps: {
  storage: ObjectStorage;
  engine: NarrationEngine;
  runner: JobRunner;
  jobs: JobRepository;
}): Router {
  const { storage, engine, runner, jobs } = deps;
  const router = new Router();

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
    // Asking twice for the same narration while it runs gets the job already at work.
    const running = await jobs.findActive(NARRATION_JOB, projectId, input);
    ctx.status = 202;
    ctx.body = { jobId: running?.id ?? (await runner.enqueue(NARRATION_JOB, projectId, input)) };
  });

  return router;
}
