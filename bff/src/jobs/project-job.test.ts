import { randomUUID } from 'node:crypto';
import { PROJECT_JOB_NOT_FOUND } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';

describe('GET /api/projects/:id/jobs/:jobId', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  /** A project of the owner's with a finished narration job, and another of the owner's with one of its own. */
  const narrated: Array<{ projectId: string; jobId: string }> = [];

  const narrate = async () => {
    const project = await createProject(bff.url, owner);
    await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    const started = await call(bff.url, 'POST', '/api/narrate-audio', {
      token: owner.idToken,
      json: { projectId: project._id },
    });
    const { jobId } = (started.body as { data: { jobId: string } }).data;
    expect((await waitForNarration(bff.url, owner.idToken, jobId)).state).toBe('done');
    return { projectId: project._id, jobId };
  };

  const read = (user: TestUser, projectId: string, jobId: string) =>
    call(bff.url, 'GET', `/api/projects/${projectId}/jobs/${jobId}`, { token: user.idToken });

  const missing = { error: 'not_found', message: PROJECT_JOB_NOT_FOUND };

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    narrated.push(await narrate(), await narrate());
  }, 120_000);
  afterAll(async () => {
    await bff.stop();
  });

  it('answers the owner one job of the project as its event stream tells it, without its result', async () => {
    const { projectId, jobId } = narrated[0]!;
    const answer = await read(owner, projectId, jobId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        jobId,
        projectId,
        kind: 'narration',
        state: 'done',
        stage: 'Processing completed!',
        percent: 100,
        error: null,
        parts: 1,
      },
    });
  });

  it("reads another user's project's job as missing", async () => {
    const { projectId, jobId } = narrated[0]!;
    const answer = await read(stranger, projectId, jobId);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(missing);
  });

  it("reads a job of the owner's other project as missing", async () => {
    const answer = await read(owner, narrated[0]!.projectId, narrated[1]!.jobId);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(missing);
  });

  it('reads an unknown job id as missing, whether a UUID or not', async () => {
    const { projectId } = narrated[0]!;
    for (const jobId of [randomUUID(), 'not-a-job']) {
      const answer = await read(owner, projectId, jobId);
      expect(answer.status, jobId).toBe(404);
      expect(answer.body, jobId).toEqual(missing);
    }
  });
});
