import { describe, expect, it } from 'vitest';
import { orderedProgress, percentBetween } from './ordered-progress.ts';

describe('orderedProgress', () => {
  it('writes an update only when it moves the bar on or names another stage, one after another', async () => {
    const written: string[] = [];
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => (release = resolve));
    const updates = orderedProgress(
      async (stage, percent) => {
        if (written.length === 0) await first;
        written.push(`${stage} ${percent}`);
      },
      { stage: 'Encoding', percent: 10 },
    );
    void updates.report('Encoding', 10);
    void updates.report('Encoding', 12);
    void updates.report('Encoding', 11);
    void updates.report('Encoding', 12);
    void updates.report('Storing', 12);
    void updates.report('Encoding', 13);
    release();
    await updates.settled();
    expect(written).toEqual(['Encoding 12', 'Storing 12', 'Encoding 13']);
  });

  it('drops a failed update and goes on with the next', async () => {
    const written: number[] = [];
    const updates = orderedProgress(
      async (_stage, percent) => {
        if (percent === 1) throw new Error('lease lost');
        written.push(percent);
      },
      { stage: 'a', percent: 0 },
    );
    await expect(updates.report('a', 1)).resolves.toBeUndefined();
    await updates.report('a', 2);
    expect(written).toEqual([2]);
  });
});

describe('percentBetween', () => {
  it('is the whole percent a fraction of the way along a stretch', () => {
    expect(percentBetween(10, 95, 0)).toBe(10);
    expect(percentBetween(10, 95, 0.5)).toBe(52);
    expect(percentBetween(10, 95, 1)).toBe(95);
  });
});
