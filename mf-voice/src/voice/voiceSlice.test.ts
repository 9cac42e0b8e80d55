import { describe, expect, it } from 'vitest';
import { processingProgressed, processingStarted, voiceSlice } from './voiceSlice.ts';

const started = voiceSlice.reducer(
  undefined,
  processingStarted({ text: 'Downloading voice model reference...', percent: 25 }),
);
const status = (state: 'queued' | 'running', stage: string, percent: number) =>
  processingProgressed({ jobId: 'j', projectId: 'p', state, stage, percent, error: null });

describe('voice processing progress', () => {
  it("keeps the spec's stage text while the job waits in the queue, and once taken until its work reports", () => {
    const next = voiceSlice.reducer(started, status('queued', 'Waiting to start...', 0));
    expect(next.processing?.stage).toBe('Downloading voice model reference...');
    const taken = voiceSlice.reducer(started, status('running', 'Waiting to start...', 0));
    expect(taken.processing?.stage).toBe('Downloading voice model reference...');
  });

  it('says why the job waits and its place in line, until the work reports its stage', () => {
    const waiting = voiceSlice.reducer(started, status('queued', 'Waiting for a free worker (2 jobs ahead)', 0));
    expect(waiting.processing).toEqual({
      stage: 'Downloading voice model reference...',
      percent: 0,
      waiting: 'Waiting for a free worker (2 jobs ahead)',
    });
    const next = voiceSlice.reducer(waiting, status('queued', 'Waiting for a free worker (next in line)', 0));
    expect(next.processing?.waiting).toBe('Waiting for a free worker (next in line)');
    const running = voiceSlice.reducer(next, status('running', 'Downloading voice model reference...', 25));
    expect(running.processing).toEqual({ stage: 'Downloading voice model reference...', percent: 25 });
  });

  it("shows the server's stage once the job runs, never going back in percent", () => {
    const running = voiceSlice.reducer(started, status('running', 'Generating new audio with selected voice...', 60));
    expect(running.processing).toEqual({ stage: 'Generating new audio with selected voice...', percent: 60 });
    expect(voiceSlice.reducer(running, status('running', 'Creating transcript...', 40)).processing?.percent).toBe(60);
  });
});
