import { describe, expect, it } from 'vitest';
import { processingProgressed, processingStarted, voiceSlice } from './voiceSlice.ts';

const started = voiceSlice.reducer(
  undefined,
  processingStarted({ text: 'Downloading voice model reference...', percent: 25 }),
);
const status = (state: 'queued' | 'active', stage: string, percent: number) =>
  processingProgressed({ jobId: 'j', projectId: 'p', state, stage, percent, error: null });

describe('voice processing progress', () => {
  it("keeps the spec's stage text while the job waits in the queue, and once taken until its work reports", () => {
    const next = voiceSlice.reducer(started, status('queued', 'Waiting to start...', 0));
    expect(next.processing?.text).toBe('Downloading voice model reference...');
    const taken = voiceSlice.reducer(started, status('active', 'Waiting to start...', 0));
    expect(taken.processing?.text).toBe('Downloading voice model reference...');
  });

  it("shows the server's stage once the job runs, never going back in percent", () => {
    const running = voiceSlice.reducer(started, status('active', 'Generating new audio with selected voice...', 60));
    expect(running.processing).toEqual({ text: 'Generating new audio with selected voice...', percent: 60 });
    expect(voiceSlice.reducer(running, status('active', 'Creating transcript...', 40)).processing?.percent).toBe(60);
  });
});
