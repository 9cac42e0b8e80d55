import Router from '@koa/router';
import { mediaRoutes } from '@reeltalk/contracts';
import { BadRequest } from '@reeltalk/server-kit';
import { encodeWav } from '../audio/index.ts';
import { serveRoute } from '../http/serve-route.ts';
import type { NarrationEngine } from '../narration/engine/index.ts';

/** "Hear it": a term read with a voice, a reading and one pronunciation, answered as a WAV to play at once. */
export function pronunciationRoutes(deps: { engine: NarrationEngine }): Router {
  const { engine } = deps;
  const router = new Router();

  serveRoute(router, mediaRoutes.pronunciationPreview, async ({ body: { voice, prosody, ...entry }, ctx }) => {
    if (!engine.voices().some((known) => known.id === voice)) throw new BadRequest(`There is no voice "${voice}".`);
    const { samples, sampleRate } = await engine.synthesize({
      text: entry.term,
      voice,
      prosody,
      pronunciations: [entry],
    });
    ctx.type = 'audio/wav';
    return encodeWav(samples, sampleRate);
  });

  return router;
}
