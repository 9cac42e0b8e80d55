/** Lowest and highest sample of each bin, in [-1, 1]. */
export interface PeakLevel {
  min: number[];
  max: number[];
}

/**
 * Precomputed waveform for the player: `bars` bins over the whole audio (the overview), and `detail` at `perSecond`
 * bins a second (for zooming). wavesurfer draws a level given as `peaks: [max, min]` (top from the first, bottom from
 * the second) with `duration`, without fetching or decoding the audio.
 */
export interface WaveformPeaks {
  duration: number;
  bars: PeakLevel;
  perSecond: number;
  detail: PeakLevel;
}

export interface PeaksOptions {
  sampleRate: number;
  /** The length of the whole audio; a stream's length must be known up front to place the overview's bins. */
  totalSamples: number;
  /** Default 200, the main player's bar count. */
  bars?: number;
  /** Default 10. */
  perSecond?: number;
}

const round = (values: ArrayLike<number>) => Array.from(values, (value) => Math.round(value * 10_000) / 10_000);

/** The lowest and highest sample of each block of `blockSamples` (the last block may be shorter), in [-1, 1]. */
export interface PeakEnvelope {
  blockSamples: number;
  min: number[];
  max: number[];
}

/** A recording's envelope: enough to draw its waveform anywhere in a longer one without its samples. */
export function peakEnvelope(samples: Float32Array, blockSamples: number): PeakEnvelope {
  const blocks = Math.ceil(samples.length / blockSamples);
  const min = new Float32Array(blocks);
  const max = new Float32Array(blocks);
  for (let i = 0; i < samples.length; i++) {
    const block = Math.floor(i / blockSamples);
    const value = samples[i] as number;
    if (value < (min[block] as number)) min[block] = value;
    if (value > (max[block] as number)) max[block] = value;
  }
  return { blockSamples, min: round(min), max: round(max) };
}

/** Collects peaks from consecutive pieces of audio, so a long recording is never held whole. */
export class PeaksBuilder {
  private readonly bars: { min: Float32Array; max: Float32Array };
  private readonly detail: { min: Float32Array; max: Float32Array };
  private readonly perSecond: number;
  private seen = 0;

  constructor(private readonly options: PeaksOptions) {
    const bars = options.bars ?? 200;
    this.perSecond = options.perSecond ?? 10;
    const detailBins = Math.max(1, Math.ceil((options.totalSamples * this.perSecond) / options.sampleRate));
    this.bars = { min: new Float32Array(bars), max: new Float32Array(bars) };
    this.detail = { min: new Float32Array(detailBins), max: new Float32Array(detailBins) };
  }

  /** `count` samples known only by their lowest and highest (an envelope), counted in the bins where they start. */
  addRange(min: number, max: number, count: number): void {
    this.note(this.seen, min, max);
    this.seen += count;
  }

  /** A recording of `sampleCount` samples by its envelope. */
  addEnvelope(envelope: PeakEnvelope, sampleCount: number): void {
    const end = this.seen + sampleCount;
    envelope.min.forEach((min, block) =>
      this.addRange(min, envelope.max[block] as number, Math.min(envelope.blockSamples, end - this.seen)),
    );
    this.seen = end;
  }

  private note(position: number, min: number, max: number): void {
    const { totalSamples, sampleRate } = this.options;
    const barCount = this.bars.min.length;
    const detailCount = this.detail.min.length;
    // Samples past the announced length count towards the last bin.
    const bar = Math.min(barCount - 1, Math.floor((position * barCount) / Math.max(1, totalSamples)));
    const bin = Math.min(detailCount - 1, Math.floor((position * this.perSecond) / sampleRate));
    if (min < (this.bars.min[bar] as number)) this.bars.min[bar] = min;
    if (max > (this.bars.max[bar] as number)) this.bars.max[bar] = max;
    if (min < (this.detail.min[bin] as number)) this.detail.min[bin] = min;
    if (max > (this.detail.max[bin] as number)) this.detail.max[bin] = max;
  }

  finish(): WaveformPeaks {
    return {
      duration: this.seen / this.options.sampleRate,
      bars: { min: round(this.bars.min), max: round(this.bars.max) },
      perSecond: this.perSecond,
      detail: { min: round(this.detail.min), max: round(this.detail.max) },
    };
  }
}
