import { PassThrough } from 'node:stream';
import type { NarrationStatus } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { sendNarrationEvents } from './events.ts';

const status = (state: NarrationStatus['state'], percent: number): NarrationStatus => ({
  jobId: 'job',
  projectId: 'project',
  state,
  stage: state === 'completed' ? 'Processing completed!' : 'Processing script with text-to-speech...',
  percent,
  error: null,
});

/** A poll answering the given statuses in turn, the last one for ever. */
function scripted(statuses: NarrationStatus[]) {
  let calls = 0;
  return {
    poll: async () => statuses[Math.min(calls++, statuses.length - 1)]!,
    calls: () => calls,
  };
}

const written = (out: PassThrough) => (out.read() as Buffer | null)?.toString() ?? '';

describe('sendNarrationEvents', () => {
  it('writes each new status as one data event and returns once the narration is completed', async () => {
    const out = new PassThrough();
    const { poll } = scripted([
      status('queued', 0),
      status('active', 40),
      status('active', 40),
      status('completed', 100),
    ]);
    await sendNarrationEvents(out, status('queued', 0), poll, new AbortController().signal);
    expect(written(out)).toBe(
      [status('queued', 0), status('active', 40), status('completed', 100)]
        .map((event) => `data: ${JSON.stringify(event)}\n\n`)
        .join(''),
    );
  });

  it('writes a failed narration and returns without polling again', async () => {
    const out = new PassThrough();
    const failed = { ...status('failed', 20), error: 'The script has no text to narrate.' };
    const { poll, calls } = scripted([failed]);
    await sendNarrationEvents(out, failed, poll, new AbortController().signal);
    expect(written(out)).toBe(`data: ${JSON.stringify(failed)}\n\n`);
    expect(calls()).toBe(0);
  });

  it('stops polling once the watcher has gone', async () => {
    const out = new PassThrough();
    const gone = new AbortController();
    const { poll, calls } = scripted([status('active', 10)]);
    const sending = sendNarrationEvents(out, status('active', 10), poll, gone.signal);
    gone.abort();
    await sending;
    expect(calls()).toBe(0);
    expect(written(out)).toBe(`data: ${JSON.stringify(status('active', 10))}\n\n`);
  });
});
