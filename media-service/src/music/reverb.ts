/** Freeverb's tunings at 44.1 kHz (frames): four of its comb filters and two of its all-pass filters. */
const COMB_FRAMES = [1116, 1188, 1277, 1356];
const ALLPASS_FRAMES = [556, 441];
/** The right channel's filters are a little longer, which spreads the reverb across the stereo field. */
const STEREO_SPREAD = 23;
const ALLPASS_FEEDBACK = 0.5;
const INPUT_GAIN = 0.03;

/** A delay line that keeps its place between blocks. */
interface Delay {
  buffer: Float32Array;
  index: number;
  lowPassed: number;
}

const delay = (frames: number): Delay => ({ buffer: new Float32Array(frames), index: 0, lowPassed: 0 });

/** Adds a damped feedback comb's output for `input` to `output` (Freeverb's comb). */
function comb(line: Delay, input: Float32Array, output: Float32Array, feedback: number, damping: number): void {
  const { buffer } = line;
  let { index, lowPassed } = line;
  for (let i = 0; i < input.length; i++) {
    const delayed = buffer[index]!;
    lowPassed = delayed * (1 - damping) + lowPassed * damping;
    buffer[index] = input[i]! + lowPassed * feedback;
    output[i] = output[i]! + delayed;
    if (++index === buffer.length) index = 0;
  }
  line.index = index;
  line.lowPassed = lowPassed;
}

/** Runs `signal` through an all-pass filter in place (diffuses the combs' echoes). */
function allPass(line: Delay, signal: Float32Array): void {
  const { buffer } = line;
  let { index } = line;
  for (let i = 0; i < signal.length; i++) {
    const delayed = buffer[index]!;
    buffer[index] = signal[i]! + delayed * ALLPASS_FEEDBACK;
    signal[i] = delayed - signal[i]!;
    if (++index === buffer.length) index = 0;
  }
  line.index = index;
}

/**
 * A small hall (Schroeder-Moorer, as Freeverb: parallel damped feedback combs, then all-passes) added to the whole
 * mix. The synthesizer's own per-voice reverb doubles the render time; this one costs little.
 */
export class Reverb {
  private readonly channels = [0, STEREO_SPREAD].map((spread) => ({
    combs: COMB_FRAMES.map((frames) => delay(frames + spread)),
    allPasses: ALLPASS_FRAMES.map((frames) => delay(frames + spread)),
  }));

  constructor(
    private readonly wet = 0.25,
    private readonly decay = 0.8,
    private readonly damping = 0.3,
  ) {}

  /** Adds the reverb to frames [start, end) of both channels, carrying its tail over to the next call. */
  process(left: Float32Array, right: Float32Array, start: number, end: number): void {
    const input = new Float32Array(end - start);
    for (let i = 0; i < input.length; i++) input[i] = (left[start + i]! + right[start + i]!) * INPUT_GAIN;
    [left, right].forEach((samples, c) => {
      const { combs, allPasses } = this.channels[c]!;
      const wet = new Float32Array(input.length);
      for (const line of combs) comb(line, input, wet, this.decay, this.damping);
      for (const line of allPasses) allPass(line, wet);
      for (let i = 0; i < wet.length; i++) samples[start + i] = samples[start + i]! + this.wet * wet[i]!;
    });
  }
}
