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

const round = (values: Float32Array) => Array.from(values, (value) => Math.round(value * 10_000) / 10_000);

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

  add(samples: Float32Array): void {
    const { totalSamples, sampleRate } = this.options;
    const barCount = this.bars.min.length;
    const detailCount = this.detail.min.length;
    for (let i = 0; i < samples.length; i++) {
      const position = this.seen + i;
      const value = samples[i] as number;
      // Samples past the announced length count towards the last bin.
      const bar = Math.min(barCount - 1, Math.floor((position * barCount) / Math.max(1, totalSamples)));
      const bin = Math.min(detailCount - 1, Math.floor((position * this.perSecond) / sampleRate));
      if (value < (this.bars.min[bar] as number)) this.bars.min[bar] = value;
      if (value > (this.bars.max[bar] as number)) this.bars.max[bar] = value;
      if (value < (this.detail.min[bin] as number)) this.detail.min[bin] = value;
      if (value > (this.detail.max[bin] as number)) this.detail.max[bin] = value;
    }
    this.seen += samples.length;
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
