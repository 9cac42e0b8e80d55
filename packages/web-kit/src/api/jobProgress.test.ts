import { describe, expect, it } from 'vitest';
import { jobProgressOf } from './jobProgress.ts';

describe('jobProgressOf', () => {
  it("says why a job waits and its place in line, in the queue's words, and keeps them out of the stage", () => {
    expect(jobProgressOf({ queued: true, stage: 'Waiting for a free worker (3 jobs ahead)', percent: 0 })).toEqual({
      stage: '',
      percent: 0,
      waiting: 'Waiting for a free worker (3 jobs ahead)',
    });
    // Just taken by a worker, before the work's first stage; or taken back for a retry.
    expect(jobProgressOf({ queued: false, stage: 'Waiting to start...', percent: 0 })).toEqual({
      stage: '',
      percent: 0,
      waiting: 'Waiting to start...',
    });
    expect(jobProgressOf({ queued: false, stage: 'Retrying after an error...', percent: 40 })).toMatchObject({
      waiting: 'Retrying after an error...',
    });
    expect(jobProgressOf({ queued: true, stage: '', percent: 0 }).waiting).toBe('Waiting to start...');
    expect(jobProgressOf({ queued: false, stage: 'Encoding music...', percent: 88 })).toEqual({
      stage: 'Encoding music...',
      percent: 88,
    });
  });
});
