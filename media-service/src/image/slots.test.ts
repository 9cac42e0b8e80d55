import { describe, expect, it, vi } from 'vitest';
import { concurrencyLimit } from './slots.ts';

describe('concurrencyLimit', () => {
  it('runs at most its limit at once and starts the waiting ones in the order they came', async () => {
    const slot = concurrencyLimit(2);
    const releases = Array.from({ length: 5 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const runs = releases.map((release, index) =>
      slot(async () => {
        started.push(index);
        most = Math.max(most, ++running);
        await release.promise;
        running--;
        return index;
      }),
    );
    // Each task is let go only once it has started, so the next waiting one can take its slot.
    for (const [index, release] of releases.entries()) {
      await vi.waitFor(() => expect(started).toContain(index));
      release.resolve();
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const slot = concurrencyLimit(1);
    await expect(slot(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await slot(() => Promise.resolve('next'))).toBe('next');
  });
});
