import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A piece of work that runs until `finish` is called, noting when it begins and ends. */
function heldWork(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`${name} begins`);
    await finished;
    log.push(`${name} ends`);
    return name;
  };
  return { work, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('oneAtATime', () => {
  it('runs the work of one key one at a time, in the order asked, and other keys meanwhile', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const a1 = heldWork(log, 'a1');
    const a2 = heldWork(log, 'a2');
    const b1 = heldWork(log, 'b1');
    const answers = [inTurn('a', a1.work), inTurn('a', a2.work), inTurn('b', b1.work)];
    await settle();
    expect(log).toEqual(['a1 begins', 'b1 begins']);

    a1.finish();
    await settle();
    expect(log).toEqual(['a1 begins', 'b1 begins', 'a1 ends', 'a2 begins']);
    a2.finish();
    b1.finish();
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'b1']);
  });

  it('gives the next turn after a failure, whose caller alone sees it', async () => {
    const inTurn = oneAtATime();
    const failing = inTurn('a', () => Promise.reject(new Error('no')));
    const next = inTurn('a', async () => 'next');
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('next');
  });
});
