import type { Clock } from '../src/queue/clock.ts';

interface Repeating {
  intervalMs: number;
  due: number;
  tick: () => void;
}

/**
 * A clock that moves only when the test moves it, so minutes of a queue's waiting pass in milliseconds. It starts far
 * ahead of the wall clock: workers on the wall clock that share the database never find its leases stale (while its
 * own workers find every lease on the wall clock stale, so no job on the wall clock should be running beside them).
 */
export class ManualClock implements Clock {
  private time: number;
  private readonly timers = new Set<Repeating>();

  constructor(start = new Date('2100-01-01T00:00:00Z')) {
    this.time = start.getTime();
  }

  now(): Date {
    return new Date(this.time);
  }

  every(intervalMs: number, tick: () => void): () => void {
    const timer = { intervalMs, due: this.time + intervalMs, tick };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  /** Moves time on; a timer that fell due meanwhile ticks once, as Node's own do after the process was held up. */
  advance(ms: number): void {
    this.time += ms;
    for (const timer of [...this.timers]) {
      // One tick may stop another timer.
      if (!this.timers.has(timer) || timer.due > this.time) continue;
      timer.due = this.time + timer.intervalMs;
      timer.tick();
    }
  }
}
