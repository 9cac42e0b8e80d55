import { musicStatusSchema, type MusicStatus, type Project } from '@reeltalk/contracts';
import { expect } from 'vitest';
import { call, type TestUser } from './harness.ts';
import { createProject, SHORT_SCRIPT, textFile, uploadScript, waitForNarration } from './scripts.ts';

/** Starts a generation as the browser does and expects it accepted; answers its id. */
export async function startGeneration(
  url: string,
  user: TestUser,
  projectId: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const answer = await call(url, 'POST', '/api/music/generate', {
    token: user.idToken,
    json: { projectId, duration: 15, prompt_description: 'slow melancholic piano', track_name: 'Rain', ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return (answer.body as { data: { generationId: string } }).data.generationId;
}

/** Polls the generation's status, as the browser does, until it is completed or failed. */
export async function waitForMusic(url: string, user: TestUser, generationId: string): Promise<MusicStatus> {
  for (;;) {
    const answer = await call(url, 'GET', `/api/music/status/${generationId}`, { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const status = musicStatusSchema.parse((answer.body as { data: unknown }).data);
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A project of the user's with a narrated short script (so it has a vocal track and its timeline). */
export async function narratedProject(url: string, user: TestUser): Promise<Project> {
  const project = await createProject(url, user);
  await uploadScript(url, user, project._id, textFile(SHORT_SCRIPT));
  const started = await call(url, 'POST', '/api/narrate-audio', {
    token: user.idToken,
    json: { projectId: project._id, vocalType: 'default' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const { jobId } = (started.body as { data: { jobId: string } }).data;
  expect((await waitForNarration(url, user.idToken, jobId)).state).toBe('done');
  const answer = await call(url, 'GET', `/api/projects/${project._id}`, { token: user.idToken });
  return (answer.body as { data: Project }).data;
}
