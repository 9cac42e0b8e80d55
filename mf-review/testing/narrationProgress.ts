import type { NarrationProgress } from '../src/review/slices/reviewProjectSlice.ts';

/** For tests: a narration in progress, with what the test says about it. */
export const narrationProgress = (patch: Partial<NarrationProgress>): NarrationProgress => ({
  jobId: 'j1',
  state: 'running',
  stage: '',
  percent: 0,
  error: null,
  parts: 0,
  ...patch,
});
