import { describe, expect, it } from 'vitest';
import { peakEnvelope, PeaksBuilder, type PeaksOptions } from './peaks.ts';

const RATE = 100;
/** `seconds` of a square wave at `amplitude`: +a, -a, +a, … */
const square = (seconds: number, amplitude: number) =>
  Float32Array.from({ length: seconds * RATE }, (_, i) => (i % 2 === 0 ? amplitude : -amplitude));
const join = (...parts: Float32Array[]) => Float32Array.from(parts.flatMap((part) => Array.from(part)));

/** Adds samples to a builder as the finest envelope: one sample a block. */
const add = (builder: PeaksBuilder, samples: Float32Array) =>
  builder.addEnvelope(peakEnvelope(samples, 1), samples.length);

/** The peaks of pieces added one by one, `totalSamples` announced up front. */
function peaksOf(pieces: Float32Array[], options: Omit<PeaksOptions, 'totalSamples'>) {
  const builder = new PeaksBuilder({ ...options, totalSamples: pieces.reduce((sum, piece) => sum + piece.length, 0) });
  for (const piece of pieces) add(builder, piece);
  return builder.finish();
}

describe('PeaksBuilder', () => {
  it('gives 200 overview bars and 10 detail bins a second, each with the min and max of its samples', () => {
    const peaks = peaksOf([join(square(10, 0.5), square(10, 0.25))], { sampleRate: RATE });
    expect(peaks.duration).toBe(20);
    expect(peaks.bars.max).toHaveLength(200);
    expect(peaks.bars.min).toHaveLength(200);
    expect(peaks.bars.max.slice(0, 100)).toEqual(Array(100).fill(0.5));
    expect(peaks.bars.min.slice(100)).toEqual(Array(100).fill(-0.25));
    expect(peaks.perSecond).toBe(10);
    expect(peaks.detail.max).toHaveLength(200);
    expect(peaks.detail.max[99]).toBe(0.5);
    expect(peaks.detail.max[100]).toBe(0.25);
  });

  it('gives the same peaks from pieces of any size as from the whole', () => {
    const audio = join(square(3, 0.9), new Float32Array(200), square(2, 0.1));
    const options = { sampleRate: RATE, bars: 7, perSecond: 3 };
    const whole = peaksOf([audio], options);
    const pieces = Array.from({ length: Math.ceil(audio.length / 37) }, (_, i) => audio.subarray(i * 37, i * 37 + 37));
    expect(peaksOf(pieces, options)).toEqual(whole);
    expect(whole.bars.max.some((value) => value === 0)).toBe(true);
  });

  it('draws the same peaks from envelopes whose blocks fall within the bins as from the samples themselves', () => {
    const audio = join(square(2, 0.4), new Float32Array(50), square(1, 0.8));
    const options = { sampleRate: RATE, totalSamples: audio.length, bars: 5, perSecond: 10 };
    const fromBlocks = new PeaksBuilder(options);
    // Blocks of 10 samples: a detail bin (10 a second at 100 Hz) and a bar (50 samples) hold whole blocks.
    fromBlocks.addEnvelope(peakEnvelope(audio, 10), audio.length);
    expect(fromBlocks.finish()).toEqual(peaksOf([audio], options));
    expect(peakEnvelope(Float32Array.from([0.1, -0.3, 0.2, 0.5, -0.1]), 2)).toEqual({
      blockSamples: 2,
      min: [-0.3, 0, -0.1],
      max: [0.1, 0.5, 0],
    });
  });

  it('puts samples past the announced length into the last bins', () => {
    const builder = new PeaksBuilder({ sampleRate: RATE, totalSamples: 100, bars: 4, perSecond: 1 });
    add(builder, square(1, 0.2));
    add(builder, square(1, 0.7));
    const peaks = builder.finish();
    expect(peaks.duration).toBe(2);
    expect(peaks.bars.max).toEqual([0.2, 0.2, 0.2, 0.7]);
    expect(peaks.detail.max).toEqual([0.7]);
  });

  it('rounds values for a compact JSON document', () => {
    const builder = new PeaksBuilder({ sampleRate: RATE, totalSamples: 2, bars: 1 });
    add(builder, Float32Array.from([1 / 3, -2 / 3]));
    expect(builder.finish().bars).toEqual({ min: [-0.6667], max: [0.3333] });
  });
});
