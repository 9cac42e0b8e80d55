import { randomUUID } from 'node:crypto';
import {
  CUSTOM_VOICE_FILE_MESSAGES,
  NEUTRAL_PROSODY,
  type VoiceEngine,
  type voicePreviewsRequestSchema,
  type VoicePreview,
  type VoiceSample,
} from '@reeltalk/contracts';
import { BadRequest, Unprocessable, UnsupportedMediaType } from '@reeltalk/server-kit';
import type { z } from 'zod';
import type { NarrationEngine } from '../narration/engine/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { sampleKey } from './keys.ts';
import { matchVoice } from './matching.ts';
import { ensurePreview } from './previews.ts';
import { analyseSample, VoiceSampleError } from './sample.ts';

const CONTENT_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav' } as const;

function sampleError(error: unknown): unknown {
  if (!(error instanceof VoiceSampleError)) return error;
  return error.reason === 'format'
    ? new UnsupportedMediaType(CUSTOM_VOICE_FILE_MESSAGES.type)
    : new Unprocessable(error.message);
}

export type VoiceService = ReturnType<typeof createVoiceService>;

/** The engine's voices, voice previews and custom voice samples; the bff owns the catalogue and who sees what. */
export function createVoiceService(deps: { storage: ObjectStorage; engine: NarrationEngine; ffmpegPath: string }) {
  const { storage, engine } = deps;
  const knownVoice = (voice: string) => engine.voices().some((known) => known.id === voice);
  return {
    /** The engine in use and what it can read with, so the catalogue's voices can be resolved for it. */
    engine: (): VoiceEngine => ({
      engine: engine.id,
      version: engine.version,
      defaultVoice: engine.defaultVoice,
      voices: engine.voices(),
    }),

    /** Preview clips (made on first request), each read with the dictionary sent, with a fresh presigned URL. */
    async previews({ previews, pronunciations }: z.output<typeof voicePreviewsRequestSchema>): Promise<VoicePreview[]> {
      const unknown = previews.find((preview) => !knownVoice(preview.voice));
      if (unknown) throw new BadRequest(`There is no voice "${unknown.voice}".`);
      // All at once: the first request after a start makes every clip, as fast as the engine's threads allow.
      return Promise.all(
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
    },

    /**
     * A custom voice sample (the raw MP3 or WAV): checked by its content, measured, matched to a voice of the engine
     * and kept. Answers the measurements and the voice and factors that read like it.
     */
    async keepSample(audio: Buffer): Promise<VoiceSample> {
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
    },

    /** A sample the bff no longer needs (its custom voice was not kept); one already gone is fine. */
    deleteSample: (key: string): Promise<void> => storage.delete(key),
  };
}
