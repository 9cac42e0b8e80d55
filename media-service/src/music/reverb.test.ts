import { describe, expect, it } from 'vitest';
import { Reverb } from './reverb.ts';

const RATE = 44_100;
const impulse = () => {
  const left = new Float32Array(2 * RATE);
  left[0] = 1;
  return { left, right: left.slice() };
};
const level = (samples: Float32Array, from: number, to: number) =>
  Math.max(...samples.subarray(Math.round(from * RATE), Math.round(to * RATE)).map(Math.abs));

describe('Reverb', () => {
  it('answers a click with a tail that dies away', () => {
    const { left, right } = impulse();
    new Reverb().process(left, right, 0, left.length);
    expect(level(left, 0.05, 0.2)).toBeGreaterThan(1e-3);
    expect(level(left, 1.5, 2)).toBeLessThan(level(left, 0.05, 0.2) / 10);
    expect(right.subarray(1).some((sample, i) => sample !== left[i + 1])).toBe(true);
  });

  it('sounds the same rendered in one go or block by block', () => {
    const whole = impulse();
    new Reverb().process(whole.left, whole.right, 0, whole.left.length);
    const blocks = impulse();
    const reverb = new Reverb();
    for (let start = 0; start < blocks.left.length; start += 1000) {
      reverb.process(blocks.left, blocks.right, start, Math.min(blocks.left.length, start + 1000));
    }
    const bytes = (samples: Float32Array) => Buffer.from(samples.buffer);
    expect(bytes(blocks.left).equals(bytes(whole.left))).toBe(true);
    expect(bytes(blocks.right).equals(bytes(whole.right))).toBe(true);
  });
});
