import { decibels } from './frames.ts';

/** The frames levels are followed in: fine enough to place the start of speech within a hundredth of a second. */
export const LEVEL_FRAME_SECONDS = 0.01;

/**
 * How long the quietest stretch is that gives the noise floor: ACX (and Audacity's ACX Check) take the RMS of the
 * quietest half second of the file.
 */
const NOISE_FLOOR_SECONDS = 0.5;

/**
 * What counts as sound, not room tone, at the head and tail of a file: any frame 10 dB over the loudest noise floor
 * ACX allows (-60 dB), so that room tone within the rules never counts as sound and the quietest start of a word does.
 */
export const SOUND_THRESHOLD_DB = -50;

/** The levels of a stretch of audio, every channel's samples counted together. */
export interface AudioLevels {
  seconds: number;
  /** RMS of the whole, dB relative to full scale (-120 for digital silence). */
  rmsDb: number;
  /** The highest sample, dBFS. */
  peakDb: number;
  /** RMS of the quietest half second (of the whole when shorter). */
  noiseFloorDb: number;
  /** Seconds before the first frame louder than `SOUND_THRESHOLD_DB`, and after the last (the whole when none is). */
  headQuietSeconds: number;
  tailQuietSeconds: number;
}

/**
 * Follows the levels of interleaved float samples as they stream past (a chapter of hours is never held whole): the
 * sums for the RMS and peak, and each 10 ms frame's energy for the noise floor and the quiet at either end.
 */
export class LevelMeter {
  private readonly frameSize: number;
  private readonly energies: number[] = [];
  private frameSum = 0;
  private frameFill = 0;
  private sum = 0;
  private count = 0;
  private peak = 0;

  constructor(
    private readonly sampleRate: number,
    private readonly channels: number,
  ) {
    this.frameSize = Math.round(sampleRate * LEVEL_FRAME_SECONDS) * channels;
  }

  add(samples: Float32Array): void {
    let { frameSum, frameFill, sum, peak } = this;
    for (let i = 0; i < samples.length; i++) {
      const sample = samples[i]!;
      const square = sample * sample;
      frameSum += square;
      sum += square;
      if (sample > peak) peak = sample;
      else if (-sample > peak) peak = -sample;
      if (++frameFill === this.frameSize) {
        this.energies.push(frameSum / frameFill);
        frameSum = 0;
        frameFill = 0;
      }
    }
    Object.assign(this, { frameSum, frameFill, sum, peak });
    this.count += samples.length;
  }

  /** Each whole frame's energy (mean square), the last partial one left out. */
  frameEnergies(): readonly number[] {
    return this.energies;
  }

  levels(): AudioLevels {
    const frames = this.frameFill > 0 ? [...this.energies, this.frameSum / this.frameFill] : this.energies;
    const loud = (energy: number) => decibels(energy) > SOUND_THRESHOLD_DB;
    const first = frames.findIndex(loud);
    const last = frames.findLastIndex(loud);
    const seconds = this.count / this.channels / this.sampleRate;
    return {
      seconds,
      rmsDb: decibels(this.count > 0 ? this.sum / this.count : 0),
      peakDb: 20 * Math.log10(this.peak || 1e-6),
      noiseFloorDb: decibels(quietestWindow(this.energies, Math.round(NOISE_FLOOR_SECONDS / LEVEL_FRAME_SECONDS))),
      headQuietSeconds: first < 0 ? seconds : first * LEVEL_FRAME_SECONDS,
      tailQuietSeconds: last < 0 ? seconds : Math.max(0, seconds - (last + 1) * LEVEL_FRAME_SECONDS),
    };
  }
}

/** The lowest mean energy of `width` consecutive frames, sliding a frame at a time (all of them when fewer). */
function quietestWindow(energies: readonly number[], width: number): number {
  if (energies.length === 0) return 0;
  if (energies.length <= width) return energies.reduce((a, b) => a + b, 0) / energies.length;
  let windowSum = 0;
  for (let i = 0; i < width; i++) windowSum += energies[i]!;
  let quietest = windowSum;
  for (let i = width; i < energies.length; i++) {
    windowSum += energies[i]! - energies[i - width]!;
    quietest = Math.min(quietest, windowSum);
  }
  return Math.max(0, quietest) / width;
}
