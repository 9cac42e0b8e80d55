import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  CUSTOM_VOICE_FILE_MESSAGES,
  CUSTOM_VOICE_MAX_BYTES,
  deleteVoiceSampleRequestSchema,
  mediaRoutes,
  NEUTRAL_PROSODY,
} from '@reeltalk/contracts';
import { BadRequest, Unprocessable, UnsupportedMediaType } from '@reeltalk/server-kit';
import { readBody } from '../http/read-body.ts';
import { serveRoute } from '../http/serve-route.ts';
import type { NarrationEngine } from '../narration/engine/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { sampleKey, sampleKeySchema } from './keys.ts';
import { matchVoice } from './matching.ts';
import { ensurePreview } from './previews.ts';
import { analyseSample, VoiceSampleError } from './sample.ts';

/** The contract's request, whose key must be of the exact form sampleKey makes. */
const deleteSampleSchema = deleteVoiceSampleRequestSchema.extend({ key: sampleKeySchema });

const CONTENT_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav' } as const;

function sampleError(error: unknown): unknown {
  if (!(error instanceof VoiceSampleError)) return error;
  return error.reason === 'format'
    ? new UnsupportedMediaType(CUSTOM_VOICE_FILE_MESSAGES.type)
    : new Unprocessable(error.message);
}

/** The engine's voices, voice previews and custom voice samples; the bff owns the catalogue and who sees what. */
export function voiceRoutes(deps: { storage: ObjectStorage; engine: NarrationEngine; ffmpegPath: string }): Router {
  const { storage, engine } = deps;
  const router = new Router();
  const knownVoice = (voice: string) => engine.voices().some((known) => known.id === voice);

  /** The engine in use and what it can read with, so the catalogue's voices can be resolved for it. */
  serveRoute(router, mediaRoutes.voiceEngine, () => ({
    engine: engine.id,
    version: engine.version,
    defaultVoice: engine.defaultVoice,
    voices: engine.voices(),
  }));

  /** Preview clips (made on first request), each read with the dictionary sent, with a fresh presigned URL. */
  serveRoute(router, mediaRoutes.voicePreviews, async ({ body: { previews, pronunciations } }) => {
    const unknown = previews.find((preview) => !knownVoice(preview.voice));
    if (unknown) throw new BadRequest(`There is no voice "${unknown.voice}".`);
    // All at once: the first request after a start makes every clip, as fast as the engine's threads allow.
    const made = await Promise.all(
      previews.map(async (preview) => {
        const { key, duration } = await ensurePreview(deps, {
          voice: preview.voice,
          prosody: { ...NEUTRAL_PROSODY, ...preview.prosody },
          text: preview.text,
          pronunciations,
        });
        return { key, duration, url: await storage.presignGet(key) };
      }),
    );
    return { previews: made };
  });

  /**
   * A custom voice sample (the raw MP3 or WAV as the request body): checked by its content, measured, matched to a
   * voice of the engine and kept. Answers the measurements and the voice and factors that read like it.
   */
  serveRoute(router, mediaRoutes.analyseVoiceSample, async ({ ctx }) => {
    const audio = await readBody(ctx, CUSTOM_VOICE_MAX_BYTES, CUSTOM_VOICE_FILE_MESSAGES.size);
    const analysis = await analyseSample(audio, deps.ffmpegPath).catch((error: unknown) => {
      throw sampleError(error);
    });
    const match = await matchVoice(engine, { ...analysis, audio });
    const key = sampleKey(randomUUID(), analysis.format);
    await storage.put(key, audio, CONTENT_TYPES[analysis.format]);
    return {
      sampleKey: key,
      analysis: {
        seconds: analysis.seconds,
        speechSeconds: analysis.speechSeconds,
        pitchHz: analysis.pitchHz,
        syllablesPerSecond: analysis.syllablesPerSecond,
      },
      engine: engine.id,
      ...match,
    };
  });

  /**
   * A sample the bff no longer needs (its custom voice was not kept): only a key of the exact form /samples makes goes,
   * and one already gone is fine.
   */
  serveRoute(router, mediaRoutes.deleteVoiceSample, async ({ body }) => storage.delete(body.key), {
    body: () => deleteSampleSchema,
  });

  return router;
}
