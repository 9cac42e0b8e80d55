import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeAudioFiles, mp3FrameSamples } from '../audio/index.ts';

/**
 * Silence a paragraph's own MP3 keeps after its last sample: the encoder's delay and each frame's overlap with the
 * next carry the paragraph's end about this far.
 */
const GUARD_SAMPLES = 2304;

/** Frames of a paragraph's own MP3 (after its Info frame) that the joined narration takes: its audio and the guard. */
export function segmentFrames(sampleCount: number, sampleRate: number): number {
  const frame = mp3FrameSamples(sampleRate);
  return Math.ceil(sampleCount / frame) + Math.ceil(GUARD_SAMPLES / frame);
}

/**
 * A paragraph's narration as its own MP3, to be joined with the others' and runs of silent frames into the vocal
 * track without encoding it again. The paragraph starts on the frame grid, after silence, so that the encoder sees
 * what it would see in the whole narration; no frame borrows bits from another, so its frames stand alone. The file
 * goes through a temporary folder: only a seekable file gets the Info frame with the encoder's delay.
 */
export async function encodeParagraphMp3(
  samples: Float32Array,
  sampleRate: number,
  ffmpegPath: string,
): Promise<Buffer> {
  const padded = new Float32Array(segmentFrames(samples.length, sampleRate) * mp3FrameSamples(sampleRate));
  padded.set(samples);
  const folder = await mkdtemp(path.join(tmpdir(), 'reeltalk-paragraph-'));
  try {
    const file = path.join(folder, 'paragraph.mp3');
    await encodeAudioFiles(padded, [{ path: file, format: 'mp3' }], { ffmpegPath, sampleRate, standaloneFrames: true });
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
