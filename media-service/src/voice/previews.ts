import { z } from 'zod';
import { encodeAudio } from '../audio/index.ts';
import type { NarrationEngine, Prosody } from '../narration/engine/index.ts';
import { paragraphHash } from '../narration/paragraph-cache.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { previewKey } from './keys.ts';

export interface PreviewRequest {
  voice: string;
  prosody: Prosody;
  text: string;
}

export interface Preview {
  /** The MP3's storage key. */
  key: string;
  /** Seconds. */
  duration: number;
}

const previewInfoSchema = z.object({ duration: z.number().nonnegative() });

/**
 * The preview clip of a voice read with `prosody`: synthesised by the engine and stored as an MP3 the first time it
 * is asked for, found in storage after that. The key hashes engine, version, voice, prosody and text, so another
 * engine or voice gets its own clip and an unchanged one is never made twice.
 */
export async function ensurePreview(
  deps: { storage: ObjectStorage; engine: NarrationEngine; ffmpegPath: string },
  request: PreviewRequest,
): Promise<Preview> {
  const { storage, engine } = deps;
  const hash = paragraphHash(engine, request, request.text);
  const key = previewKey(hash, 'mp3');
  // The small info object is written after the clip, so its presence means the clip is whole.
  const infoKey = previewKey(hash, 'json');
  if (await storage.head(infoKey)) {
    const info = previewInfoSchema.parse(JSON.parse((await storage.getBuffer(infoKey)).toString()));
    return { key, duration: info.duration };
  }
  const { samples, sampleRate } = await engine.synthesize(request);
  const mp3 = encodeAudio(samples, { ffmpegPath: deps.ffmpegPath, sampleRate, format: 'mp3' });
  await storage.putStream(key, mp3, { contentType: 'audio/mpeg' });
  const duration = Math.round((samples.length / sampleRate) * 100) / 100;
  await storage.put(infoKey, JSON.stringify({ duration }), 'application/json');
  return { key, duration };
}
