import { randomUUID } from 'node:crypto';
import { JOB_KINDS, type MediaJob } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { createMediaClient } from '../media/client.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { signUpUser, startTestApp } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';
import { createWaveformVideoRecorder } from './recorder.ts';
import { createWaveformVideoRepository } from './repository.ts';

describe('the waveform video recorder', () => {
  const stack = inject('bffTest');
  const db = createDatabase(stack.databaseUrl);
  const videos = createWaveformVideoRepository(db);
  const recorder = createWaveformVideoRecorder({
    videos,
    media: createMediaClient({ baseUrl: stack.mediaServiceUrl, serviceToken: TEST_SERVICE_TOKEN }),
  });
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let projectId: string;
  beforeAll(async () => {
    bff = await startTestApp();
    projectId = (await createProject(bff.url, await signUpUser()))._id;
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  const job = (jobId: string, state: MediaJob['state'], videoKey?: string): MediaJob => ({
    jobId,
    projectId,
    kind: JOB_KINDS.waveformVideo,
    version: 1,
    state,
    stage: 'Generating Waveform Video',
    percent: state === 'done' ? 100 : 40,
    result: videoKey ? { videoKey, seconds: 3 } : null,
    error: null,
  });
  const rowsOf = (jobId: string) =>
    db
      .selectFrom('waveform_videos' as never)
      .selectAll()
      .where('job_id' as never, '=', jobId as never)
      .execute();

  it('records a finished video once, however often its end is heard (again after a restart)', async () => {
    const jobId = randomUUID();
    const key = `projects/${projectId}/video/${'e'.repeat(64)}.mp4`;
    await videos.insert(jobId, projectId);
    await recorder.record(job(jobId, 'running'));
    expect(await rowsOf(jobId)).toEqual([expect.objectContaining({ recorded_at: null, video_key: null })]);
    expect(await recorder.unrecorded()).toContainEqual({ jobId, projectId });
    await recorder.record(job(jobId, 'done', key));
    const [recorded] = await rowsOf(jobId);
    expect(recorded).toMatchObject({ recorded_at: expect.any(Date), video_key: key });
    expect(await videos.complete(jobId, projectId, key)).toBe(false);
    await recorder.record(job(jobId, 'done', key));
    expect(await rowsOf(jobId)).toEqual([recorded]);
    expect(await recorder.unrecorded()).not.toContainEqual({ jobId, projectId });
  });

  it('records an end heard before the request that started the job recorded it', async () => {
    const jobId = randomUUID();
    const key = `projects/${projectId}/video/${'f'.repeat(64)}.mp4`;
    await recorder.record(job(jobId, 'done', key));
    await videos.insert(jobId, projectId);
    expect(await rowsOf(jobId)).toEqual([expect.objectContaining({ recorded_at: expect.any(Date), video_key: key })]);
  });

  it('records a failed job as ending without a video, once', async () => {
    const jobId = randomUUID();
    await videos.insert(jobId, projectId);
    await recorder.record(job(jobId, 'failed'));
    const [recorded] = await rowsOf(jobId);
    expect(recorded).toMatchObject({ recorded_at: expect.any(Date), video_key: null });
    expect(await recorder.unrecorded()).not.toContainEqual({ jobId, projectId });
    await recorder.record(job(jobId, 'failed'));
    expect(await rowsOf(jobId)).toEqual([recorded]);
  });
});
