import { pronunciationsIn, type PronunciationEntry } from '@reeltalk/contracts';
import { z } from 'zod';
import { encodeAudio } from '../audio/index.ts';
import type { NarrationEngine, Prosody } from '../narration/engine/index.ts';
import { paragraphHash } from '../narration/paragraph-cache.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { previewKey } from './keys.ts';

interface PreviewRequest {
  voice: string;
  prosody: Prosody;
  text: string;
  /** The dictionary of the project the voice is previewed for; the clip is read with the entries found in its text. */
  pronunciations?: readonly PronunciationEntry[] | undefined;
}

interface Preview {
  /** The MP3's storage key. */
  key: string;
  /** Seconds. */
  duration: number;
}

const previewInfoSchema = z.object({ duration: z.number().nonnegative() });

/**
 * The preview clip of a voice read with `prosody` and the dictionary: synthesised by the engine and stored as an MP3
 * the first time it is asked for, found in storage after that. The key hashes engine, version, voice, prosody, text
 * and the dictionary's entries found in the text (as a narrated paragraph's does), so another engine, voice or
 * pronunciation gets its own clip, a dictionary without the preview's words shares the plain one, and an unchanged
 * clip is never made twice.
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
  const { samples, sampleRate } = await engine.synthesize({
    voice: request.voice,
    prosody: request.prosody,
    text: request.text,
    pronunciations: pronunciationsIn(request.text, request.pronunciations ?? []),
  });
  const mp3 = encodeAudio(samples, { ffmpegPath: deps.ffmpegPath, sampleRate, format: 'mp3' });
  await storage.putStream(key, mp3, { contentType: 'audio/mpeg' });
  const duration = Math.round((samples.length / sampleRate) * 100) / 100;
  await storage.put(infoKey, JSON.stringify({ duration }), 'application/json');
  return { key, duration };
}
