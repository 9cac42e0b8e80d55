import Router from '@koa/router';
import { z } from 'zod';
import { callerOf } from '../http.ts';
import { answerData, answerVoiceModels } from '../wire/answers.ts';
import type { ProjectService } from '../project/service.ts';
import type { AppState } from '../state.ts';
import { receiveVoiceForm } from './receive.ts';
import type { VoiceService } from './service.ts';

const voiceModelsQuerySchema = z.object({ projectId: z.string().optional() });

export function voiceRoutes(voices: VoiceService, projects: ProjectService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Optionally the project the voices are heard for: their previews are then read with its dictionary. */
  router.get(
    '/voice-models',
    answerVoiceModels(async (ctx) => {
      const { projectId } = voiceModelsQuerySchema.parse(ctx.query);
      return voices.list(callerOf(ctx), projectId);
    }),
  );

  /** multipart/form-data: projectId (first), voiceModelId, emotions (JSON list), flowType, optional customVoiceFile. */
  router.post(
    '/process-voice-emotion',
    answerData(async (ctx) => {
      const caller = callerOf(ctx);
      const form = await receiveVoiceForm(ctx.req, (projectId) => projects.get(caller, projectId));
      const data = await voices.process(caller, form);
      ctx.status = data.jobId ? 202 : 200;
      return data;
    }),
  );

  return router;
}
