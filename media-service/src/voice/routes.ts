import Router from '@koa/router';
import {
  CUSTOM_VOICE_FILE_MESSAGES,
  CUSTOM_VOICE_MAX_BYTES,
  deleteVoiceSampleRequestSchema,
  mediaRoutes,
} from '@reeltalk/contracts';
import { readRawBody } from '@reeltalk/server-kit';
import { serveRoute } from '../http/serve-route.ts';
import { sampleKeySchema } from './keys.ts';
import type { VoiceService } from './service.ts';

/** The contract's request, whose key must be of the exact form sampleKey makes: nothing else is deleted. */
const deleteSampleSchema = deleteVoiceSampleRequestSchema.extend({ key: sampleKeySchema });

export function voiceRoutes(voices: VoiceService): Router {
  const router = new Router();
  serveRoute(router, mediaRoutes.voiceEngine, () => voices.engine());
  serveRoute(router, mediaRoutes.voicePreviews, async ({ body }) => ({ previews: await voices.previews(body) }));
  serveRoute(router, mediaRoutes.analyseVoiceSample, async ({ ctx }) =>
    voices.keepSample(await readRawBody(ctx, CUSTOM_VOICE_MAX_BYTES, CUSTOM_VOICE_FILE_MESSAGES.size)),
  );
  serveRoute(router, mediaRoutes.deleteVoiceSample, ({ body }) => voices.deleteSample(body.key), {
    body: () => deleteSampleSchema,
  });
  return router;
}
