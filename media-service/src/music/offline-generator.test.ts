import { describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/index.ts';
import type { GeneratedMusic } from './generator.ts';
import { createOfflineGenerator } from './offline-generator.ts';

const generator = createOfflineGenerator();
const RATE = 44_100;
const FRAME = 1024;
const HOP = 512;

const generate = (prompt: string, durationSeconds: number, seed = 42) =>
  generator.generate({ prompt, durationSeconds, seed }, () => {});

/** The left and right channels of a generated WAV, averaged to mono. */
function mono(music: GeneratedMusic): Float32Array {
  const { samples, sampleRate } = decodeWav(music.wav, 2);
  expect(sampleRate).toBe(RATE);
  const out = new Float32Array(samples.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = (samples[2 * i]! + samples[2 * i + 1]!) / 2;
  return out;
}

/** Magnitude spectrum of one frame (iterative radix-2 FFT over a Hann window). */
function magnitudes(samples: Float32Array, start: number): Float64Array {
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  for (let i = 0; i < FRAME; i++) re[i] = (samples[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
  for (let i = 1, j = 0; i < FRAME; i++) {
    let bit = FRAME >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= FRAME; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start0 = 0; start0 < FRAME; start0 += size) {
      for (let k = 0; k < size / 2; k++) {
        const [wr, wi] = [Math.cos(angle * k), Math.sin(angle * k)];
        const a = start0 + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const out = new Float64Array(FRAME / 2);
  for (let i = 0; i < out.length; i++) out[i] = Math.hypot(re[i]!, im[i]!);
  return out;
}

/**
 * What the test measures of a piece: onsets per second (peaks of the positive spectral flux above its local
 * average) and the mean spectral centroid in Hz (where its sound sits between bass and treble).
 */
function measure(samples: Float32Array): { onsetsPerSecond: number; centroidHz: number } {
  const spectra: Float64Array[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += HOP) spectra.push(magnitudes(samples, start));
  const flux = spectra.map((spectrum, f) =>
    f === 0 ? 0 : spectrum.reduce((sum, value, bin) => sum + Math.max(0, value - spectra[f - 1]![bin]!), 0),
  );
  let onsets = 0;
  for (let f = 1; f < flux.length - 1; f++) {
    const around = flux.slice(Math.max(0, f - 10), f + 10);
    const threshold = 1.5 * (around.reduce((sum, value) => sum + value, 0) / around.length);
    if (flux[f]! > threshold && flux[f]! >= flux[f - 1]! && flux[f]! > flux[f + 1]!) onsets++;
  }
  let weighted = 0;
  let total = 0;
  for (const spectrum of spectra) {
    spectrum.forEach((value, bin) => {
      weighted += value * ((bin * RATE) / FRAME);
      total += value;
    });
  }
  return { onsetsPerSecond: onsets / (samples.length / RATE), centroidHz: weighted / total };
}

describe('offline music generator', () => {
  it('makes "slow sad piano" and "fast energetic drums and guitar" measurably different in tempo and spectrum', async () => {
    const sad = measure(mono(await generate('slow sad piano', 15)));
    const energetic = measure(mono(await generate('fast energetic drums and guitar', 15)));
    expect(energetic.onsetsPerSecond).toBeGreaterThan(1.5 * sad.onsetsPerSecond);
    expect(energetic.centroidHz).toBeGreaterThan(1.5 * sad.centroidHz);
  });

  it('gives the same prompt and seed the same samples, and another seed other music', async () => {
    const first = await generate('upbeat acoustic folk', 15, 7);
    const again = await generate('upbeat acoustic folk', 15, 7);
    expect(again.wav.equals(first.wav)).toBe(true);
    expect(again.plan).toEqual(first.plan);
    expect((await generate('upbeat acoustic folk', 15, 8)).wav.equals(first.wav)).toBe(false);
  });

  it.each([15, 30, 45, 60])('renders a %i s track as stereo 44.1 kHz within 50 ms of its length', async (duration) => {
    const music = await generate('slow melancholic piano', duration);
    const seconds = mono(music).length / RATE;
    expect(Math.abs(seconds - duration)).toBeLessThanOrEqual(0.05);
    expect(music).toMatchObject({ sampleRate: RATE, durationSeconds: duration });
    expect(music.plan).toMatchObject({ key: 'D', mode: 'minor', style: 'sad piano', instruments: ['piano'] });
  });

  it('reports rising progress, lets other work run between blocks, and stops when aborted', async () => {
    const seen: number[] = [];
    let reportsWhenTimerRan: number | undefined;
    await generator.generate({ prompt: 'calm', durationSeconds: 15, seed: 1 }, (fraction) => {
      // A timer set at the first report runs before the last one only if the render yields between blocks.
      if (seen.length === 0) setTimeout(() => (reportsWhenTimerRan = seen.length), 0);
      seen.push(fraction);
    });
    expect(reportsWhenTimerRan).toBeLessThan(seen.length);
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const controller = new AbortController();
    const reported: number[] = [];
    const aborted = generator.generate(
      { prompt: 'calm', durationSeconds: 15, seed: 1 },
      (fraction) => {
        reported.push(fraction);
        if (fraction > 0.3) controller.abort();
      },
      controller.signal,
    );
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(reported.at(-1)).toBeLessThan(0.5);
  });

  it('refuses a length that is not a positive number of seconds', async () => {
    await expect(generate('calm', 0)).rejects.toThrow(RangeError);
    await expect(generate('calm', Number.NaN)).rejects.toThrow(RangeError);
  });
});
