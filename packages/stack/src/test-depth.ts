/**
 * How deep a test run goes. `npm run test:slow` sets REELTALK_SLOW_TESTS=1: the full fuzz runs and the *.slow.test.ts
 * files. Without it, `npm test` stays within its time budget with fewer, still covering, cases.
 */
export const slowTests: boolean = process.env.REELTALK_SLOW_TESTS === '1';

/** A fuzz test's number of runs: `quick` in `npm test`, `full` in the slow suite. */
export function fuzzRuns(quick: number, full: number): number {
  return slowTests ? full : quick;
}
