import { describe, expect, it } from 'vitest';
import { floatBytes, floatSamples } from './pcm.ts';

describe('floatSamples', () => {
  it('reassembles samples from bytes cut at any place', async () => {
    const samples = Float32Array.from([0.5, -0.25, 1, -1, 0.125]);
    const bytes = floatBytes(samples);
    async function* cut() {
      for (const [from, to] of [
        [0, 3],
        [3, 4],
        [4, 13],
        [13, 20],
      ])
        yield bytes.subarray(from, to);
    }
    const out: number[] = [];
    for await (const chunk of floatSamples(cut())) out.push(...chunk);
    expect(out).toEqual(Array.from(samples));
  });
});
