import { encodeAudio, PeaksBuilder, type WaveformPeaks } from '../audio/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { Layout } from './layout.ts';
import type { ParagraphCache } from './paragraph-cache.ts';

/**
 * Streams the laid-out narration (stored paragraphs, one at a time, with silences between) through the MP3 encoder
 * into `key`, computing the waveform peaks on the way. `onProgress` gets the share of the audio done (0 to 1).
 */
export async function assembleVocal(options: {
  layout: Layout;
  cache: ParagraphCache;
  storage: ObjectStorage;
  key: string;
  ffmpegPath: string;
  signal: AbortSignal;
  onProgress: (share: number) => void;
}): Promise<WaveformPeaks> {
  const { layout, cache, signal } = options;
  const peaks = new PeaksBuilder({ sampleRate: layout.sampleRate, totalSamples: layout.totalSamples });
  let samplesDone = 0;
  async function* samples(): AsyncGenerator<Float32Array> {
    for (const piece of layout.pieces) {
      signal.throwIfAborted();
      const audio = piece.kind === 'silence' ? new Float32Array(piece.sampleCount) : await cache.samples(piece.hash);
      if (audio.length !== piece.sampleCount) {
        throw new Error(`stored paragraph ${piece.kind === 'paragraph' ? piece.hash : ''} has the wrong length`);
      }
      peaks.add(audio);
      samplesDone += audio.length;
      options.onProgress(samplesDone / layout.totalSamples);
      yield audio;
    }
  }
  const mp3 = encodeAudio(samples(), { ffmpegPath: options.ffmpegPath, sampleRate: layout.sampleRate, format: 'mp3' });
  await options.storage.putStream(options.key, mp3, { contentType: 'audio/mpeg', signal });
  return peaks.finish();
}
