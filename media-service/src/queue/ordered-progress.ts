import type { JobContext } from './job-runner.ts';

/**
 * A job's progress from work that calls back often (ffmpeg's output, an encoder's parts): each update goes out after
 * the one before, so a late one never overwrites a later one, and only when it moves the bar on (a whole percent
 * more) or names another stage. A failed update is dropped: a lost lease aborts the job's signal, which stops the
 * work. `shown` is what the job last reported itself.
 */
export function orderedProgress(progress: JobContext<unknown>['progress'], shown: { stage: string; percent: number }) {
  let last = shown;
  let reported = Promise.resolve();
  return {
    report(stage: string, percent: number): Promise<void> {
      if (percent < last.percent || (percent === last.percent && stage === last.stage)) return reported;
      last = { stage, percent };
      reported = reported.then(() => progress(stage, percent)).catch(() => {});
      return reported;
    },
    /** Once every update reported so far is written. */
    settled: (): Promise<void> => reported,
  };
}

/** The whole percent `fraction` (0 to 1) of the way from `from` to `to`. */
export const percentBetween = (from: number, to: number, fraction: number): number =>
  Math.floor(from + (to - from) * fraction);
