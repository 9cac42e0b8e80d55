import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeAudioFiles, mp3FrameSamples } from '../audio/index.ts';
import type { Layout } from './layout.ts';

/**
 * Silence a paragraph's own MP3 keeps after its last sample: the encoder's delay and each frame's overlap with the
 * next carry the paragraph's end about this far.
 */
const GUARD_SAMPLES = 2304;

/** Frames of a paragraph's own MP3 (after its Info frame) that the joined narration takes: its audio and the guard. */
function segmentFrames(sampleCount: number, sampleRate: number): number {
  const frame = mp3FrameSamples(sampleRate);
  return Math.ceil(sampleCount / frame) + Math.ceil(GUARD_SAMPLES / frame);
}

/** Where a placed paragraph's frames go in the joined track: after `silentBefore` silent frames, `frames` of its own. */
interface ParagraphFrames {
  /** The track's frame its own frames start at. */
  firstFrame: number;
  frames: number;
  silentBefore: number;
}

/**
 * The joined track frame by frame: each placed paragraph's own frames (its audio and guard), and before each the
 * digital-silence frames that fill the pause up to where the layout starts it.
 */
export function trackFrames({ placed, sampleRate }: Pick<Layout, 'placed' | 'sampleRate'>): ParagraphFrames[] {
  const frame = mp3FrameSamples(sampleRate);
  let end = 0;
  return placed.map(({ audio, startSample }) => {
    const firstFrame = startSample / frame;
    const silentBefore = firstFrame - end;
    if (!Number.isInteger(silentBefore) || silentBefore < 0) throw new Error('a pause is off the MP3 frame grid');
    const frames = segmentFrames(audio.sampleCount, sampleRate);
    end = firstFrame + frames;
    return { firstFrame, frames, silentBefore };
  });
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
