/**
 * Signals with a known pitch and syllable count, for testing the analysis against ground truth: a voice-like tone
 * (harmonics of f0 falling off as 1/k, as a glottal source does) whose loudness rises and falls once per syllable.
 */
export function syllableTone(options: {
  pitchHz: number;
  syllablesPerSecond: number;
  seconds: number;
  sampleRate: number;
  amplitude?: number;
}): Float32Array {
  const { pitchHz, syllablesPerSecond, seconds, sampleRate, amplitude = 0.5 } = options;
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const harmonics = Math.floor(Math.min(4000, sampleRate / 2) / pitchHz);
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    let source = 0;
    for (let k = 1; k <= harmonics; k++) source += Math.sin(2 * Math.PI * k * pitchHz * t) / k;
    const envelope = Math.sin(Math.PI * syllablesPerSecond * t) ** 2;
    samples[i] = (amplitude * envelope * source) / 2;
  }
  return samples;
}

/**
 * A narration of `seconds` that speaks (a syllable tone of `speechSeconds`) from each of `startsAt` and is silent
 * between: speech and pauses at known times, for measuring what a mix does in each.
 */
export function spokenNarration(options: {
  seconds: number;
  speechSeconds: number;
  startsAt: readonly number[];
  sampleRate: number;
  amplitude: number;
}): Float32Array {
  const { seconds, speechSeconds, startsAt, sampleRate, amplitude } = options;
  const speech = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds: speechSeconds, sampleRate, amplitude });
  const voice = new Float32Array(seconds * sampleRate);
  for (const start of startsAt) voice.set(speech, start * sampleRate);
  return voice;
}

/** A steady tone: voiced all through, but with no syllables, so not speech. */
export function steadyTone(options: { pitchHz: number; seconds: number; sampleRate: number }): Float32Array {
  const { pitchHz, seconds, sampleRate } = options;
  return Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => 0.3 * Math.sin((2 * Math.PI * pitchHz * i) / sampleRate),
  );
}

/** White noise from a fixed seed, so a failure can be reproduced. */
export function noise(options: { seconds: number; sampleRate: number; seed?: number }): Float32Array {
  let state = options.seed ?? 1;
  return Float32Array.from({ length: Math.round(options.seconds * options.sampleRate) }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state / 2 ** 31 - 0.5) * 0.6;
  });
}
