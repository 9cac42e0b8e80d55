import Router from '@koa/router';
import { VOICE_MODELS_MESSAGE } from '@reeltalk/contracts';
import { callerOf } from '../http.ts';
import type { ProjectService } from '../project/service.ts';
import type { AppState } from '../state.ts';
import { receiveVoiceForm } from './receive.ts';
import type { VoiceService } from './service.ts';

export function voiceRoutes(voices: VoiceService, projects: ProjectService): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/voice-models', async (ctx) => {
    ctx.body = { success: true, data: await voices.list(callerOf(ctx)), message: VOICE_MODELS_MESSAGE };
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
