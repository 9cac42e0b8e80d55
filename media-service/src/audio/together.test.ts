import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { allOrNone } from './together.ts';

/** A task that runs until its signal aborts, then takes a moment more to stop (like ffmpeg writing its trailers). */
const untilAborted = (events: string[]) => async (signal: AbortSignal) => {
  await once(signal, 'abort');
  await new Promise((resolve) => setImmediate(resolve));
  events.push('stopped');
  return 'stopped';
};

describe('allOrNone', () => {
  it('answers every result in order', async () => {
    await expect(allOrNone([async () => 1, async () => 2])).resolves.toEqual([1, 2]);
  });

  it('stops the other tasks when one fails, and rejects with that failure once they have stopped', async () => {
    const events: string[] = [];
    const failure = new Error('ffmpeg failed');
    const result = allOrNone([untilAborted(events), () => Promise.reject(failure)]);
    await expect(result).rejects.toBe(failure);
    expect(events).toEqual(['stopped']);
  });

  it('stops every task when the caller aborts, rejecting with its reason', async () => {
    const events: string[] = [];
    const caller = new AbortController();
    const reason = new Error('lease lost');
    const result = allOrNone(
      [untilAborted(events), untilAborted(events)].map((task) => async (signal: AbortSignal) => {
        await task(signal);
        throw signal.reason;
      }),
      caller.signal,
    );
    caller.abort(reason);
    await expect(result).rejects.toBe(reason);
    expect(events).toEqual(['stopped', 'stopped']);
  });
});
