/**
 * The job queue's time: every moment it writes or compares (a retry's run_after, a lease's heartbeat, when a lease is
 * stale) and every timer it sets. A test gives it a clock it moves by hand (testing/manual-clock.ts).
 */
export interface Clock {
  now(): Date;
  /** Calls `tick` every `intervalMs` until the function it answers is called. */
  every(intervalMs: number, tick: () => void): () => void;
}

/** The process's own clock and timers: what the service runs on. */
export const systemClock: Clock = {
  now: () => new Date(),
  every(intervalMs, tick) {
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  },
};

/** The moment `seconds` after `moment` (before it, for a negative number). */
export const secondsAfter = (moment: Date, seconds: number): Date => new Date(moment.getTime() + seconds * 1000);
