import { randomUUID } from 'node:crypto';
import { JOB_KINDS } from '@reeltalk/contracts';
import { describe, expect, inject, it } from 'vitest';
import { createMediaClient } from '../media/client.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { cancelledAsFailed, createJobState, type CurrentJob } from './job-state.ts';

describe('job state, read from the job record', () => {
  const stack = inject('bffTest');
  const jobState = createJobState({
    media: createMediaClient({ baseUrl: stack.mediaServiceUrl, serviceToken: TEST_SERVICE_TOKEN }),
  });
  const job = (state: CurrentJob['state'], error: string | null = null): CurrentJob => ({
    jobId: randomUUID(),
    projectId: randomUUID(),
    kind: JOB_KINDS.narration,
    version: 3,
    state,
    stage: 'Cancelled',
    percent: 40,
    result: null,
    error,
  });

  it("counts a cancelled job as failed, with its own error or its kind's message, and leaves others as they are", () => {
    expect(cancelledAsFailed(job('cancelled'))).toMatchObject({
      state: 'failed',
      error: 'The narration job was lost. Please start the narration again.',
    });
    expect(cancelledAsFailed(job('cancelled', 'Replaced.'))).toMatchObject({ state: 'failed', error: 'Replaced.' });
    const running = job('running');
    expect(cancelledAsFailed(running)).toEqual(running);
  });

  it('reads a job the media-service no longer knows as failed, once and for all', async () => {
    const [jobId, projectId] = [randomUUID(), randomUUID()];
    expect(await jobState.job(JOB_KINDS.music, jobId, projectId)).toMatchObject({
      jobId,
      projectId,
      state: 'failed',
      version: Number.MAX_SAFE_INTEGER,
      error: 'The music generation was lost. Please generate the music again.',
    });
    expect(await jobState.jobs(JOB_KINDS.mix, [{ jobId, projectId }])).toEqual([
      expect.objectContaining({ jobId, state: 'failed', error: 'The audio mix was lost. Please mix the audio again.' }),
    ]);
    expect(await jobState.inFlightAmong(JOB_KINDS.mix, [jobId])).toEqual([]);
  });
});
