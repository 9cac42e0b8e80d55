import { isDeepStrictEqual } from 'node:util';
import { JOB_KINDS, prosodySchema, type narrationRequestSchema } from '@reeltalk/contracts';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { z } from 'zod';
import type { JobRunner } from '../queue/job-runner.ts';
import { scriptReader } from '../script/script-versions.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { NEUTRAL_PROSODY, type NarrationEngine } from './engine/index.ts';
import { narrationInputSchema, type NarrationInput } from './narration-job.ts';

export type NarrationService = ReturnType<typeof createNarrationService>;

export function createNarrationService(deps: { storage: ObjectStorage; engine: NarrationEngine; runner: JobRunner }) {
  const { storage, engine, runner } = deps;
  return {
    /**
     * One narration of a project is in flight at a time. Asking for the same one again while it runs answers it;
     * asking for another (another script, voice, prosody or flow) cancels it and starts the new one.
     */
    async start(projectId: string, request: z.output<typeof narrationRequestSchema>): Promise<{ jobId: string }> {
      if (!scriptReader(projectId, request.sourceKey)) throw new BadRequest('The key is not a script of this project.');
      if (!(await storage.head(request.sourceKey))) throw new NotFound('The script file was not found.');
      const voice = request.voice ?? engine.defaultVoice;
      if (!engine.voices().some((known) => known.id === voice)) {
        throw new BadRequest(`There is no voice "${request.voice}".`);
      }
      const input: NarrationInput = {
        sourceKey: request.sourceKey,
        voice,
        prosody: prosodySchema.parse({ ...NEUTRAL_PROSODY, ...request.prosody }),
        ...(request.flowType && { flowType: request.flowType }),
        ...(request.pronunciations?.length && { pronunciations: request.pronunciations }),
      };
      const { jobId } = await runner.enqueue(JOB_KINDS.narration, projectId, input, {
        ownerId: request.ownerId,
        replaces: (running) => !isDeepStrictEqual(narrationInputSchema.parse(running), input),
      });
      return { jobId };
    },
  };
}
