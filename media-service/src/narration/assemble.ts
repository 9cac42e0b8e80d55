import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeAudioFiles, PeaksBuilder, type WaveformPeaks } from '../audio/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { Layout } from './layout.ts';
import type { ParagraphCache } from './paragraph-cache.ts';

/**
 * Encodes the laid-out narration (stored paragraphs, one at a time, with silences between) in one ffmpeg run into the
 * MP3 people hear and a lossless FLAC master for the later mix, computing the waveform peaks on the way, then uploads
 * both. The MP3 goes through a file, not a pipe: only a seekable file gets the Xing/LAME header that tells players the
 * encoder's delay, without which every word sounds about 50 ms after its time in the timeline.
 * `onProgress` gets the share of the audio encoded (0 to 1).
 */
export async function assembleVocal(options: {
  layout: Layout;
  cache: ParagraphCache;
  storage: ObjectStorage;
  keys: { vocal: string; vocalMaster: string };
  ffmpegPath: string;
  signal: AbortSignal;
  onProgress: (share: number) => void;
  /** Where the encoded files wait for their upload (removed afterwards, whatever happened); default the OS's. */
  tempDir?: string;
}): Promise<WaveformPeaks> {
  const { layout, cache, storage, keys, signal } = options;
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
  const folder = await mkdtemp(path.join(options.tempDir ?? tmpdir(), 'reeltalk-vocal-'));
  try {
    const files = { mp3: path.join(folder, 'vocal.mp3'), flac: path.join(folder, 'vocal.flac') };
    await encodeAudioFiles(
      samples(),
      [
        { path: files.mp3, format: 'mp3' },
        { path: files.flac, format: 'flac' },
      ],
      { ffmpegPath: options.ffmpegPath, sampleRate: layout.sampleRate },
    );
    await storage.putStream(keys.vocal, createReadStream(files.mp3), { contentType: 'audio/mpeg', signal });
    await storage.putStream(keys.vocalMaster, createReadStream(files.flac), { contentType: 'audio/flac', signal });
    return peaks.finish();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
