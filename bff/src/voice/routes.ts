import Router from '@koa/router';
import { VOICE_MODELS_MESSAGE } from '@reeltalk/contracts';
import { z } from 'zod';
import { callerOf } from '../http.ts';
import type { ProjectService } from '../project/service.ts';
import type { AppState } from '../state.ts';
import { receiveVoiceForm } from './receive.ts';
import type { VoiceService } from './service.ts';

const voiceModelsQuerySchema = z.object({ projectId: z.string().optional() });

export function voiceRoutes(voices: VoiceService, projects: ProjectService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Optionally the project the voices are heard for: their previews are then read with its dictionary. */
  router.get('/voice-models', async (ctx) => {
    const { projectId } = voiceModelsQuerySchema.parse(ctx.query);
    ctx.body = { success: true, data: await voices.list(callerOf(ctx), projectId), message: VOICE_MODELS_MESSAGE };
  });

  /** multipart/form-data: projectId (first), voiceModelId, emotions (JSON list), flowType, optional customVoiceFile. */
  router.post('/process-voice-emotion', async (ctx) => {
    const caller = callerOf(ctx);
    const form = await receiveVoiceForm(ctx.req, (projectId) => projects.get(caller, projectId));
    const data = await voices.process(caller, form);
    ctx.status = data.jobId ? 202 : 200;
    ctx.body = { success: true, data };
  });

  return router;
}
