import { EXPORT_MESSAGES, JOB_KINDS, waveformVideoResponseSchema } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { storedObjects } from '../../testing/security/user-state.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';
import { giveProjectMix } from '../../testing/mix.ts';

const MIX_SECONDS = 3;

describe('POST /api/projects/:id/generate-waveform-video', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  const db = createDatabase(inject('bffTest').databaseUrl);
  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  const generate = (user: TestUser, projectId: string) =>
    call(bff.url, 'POST', `/api/projects/${projectId}/generate-waveform-video`, { token: user.idToken });
  const videoJobs = (projectId: string) =>
    db
      .selectFrom('waveform_videos' as never)
      .selectAll()
      .where('project_id' as never, '=', projectId as never)
      .execute();

  it('answers 409 with the spec text while the project has no mix', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await generate(owner, project._id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'conflict', message: EXPORT_MESSAGES.noMixedAudio });
  });

  it("answers someone else's project as missing, and makes nothing", async () => {
    const project = await createProject(bff.url, owner);
    await giveProjectMix(db, project._id, MIX_SECONDS);
    const answer = await generate(stranger, project._id);
    expect(answer.status).toBe(404);
    expect(await storedObjects(`projects/${project._id}/video/`)).toEqual([]);
    expect(await videoJobs(project._id)).toEqual([]);
  });

  it(
    'renders the video once, answers a download named after the title, and reuses it when nothing changed',
    { timeout: 180_000 },
    async () => {
      const project = await createProject(bff.url, owner);
      await giveProjectMix(db, project._id, MIX_SECONDS);
      const titled = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        json: { 'videoInfo.video_title_caption': 'Night: "Part 1"' },
      });
      expect(titled.status).toBe(200);

      const first = await generate(owner, project._id);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const { videoFile } = waveformVideoResponseSchema.parse(first.body);
      // What file systems refuse in a name (":" and quotes) is left out of it.
      expect(videoFile.name).toBe('Night Part 1.mp4');
      const download = await fetch(videoFile.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Night%20Part%201.mp4");
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      const videos = await storedObjects(`projects/${project._id}/video/`);
      expect(videos).toHaveLength(1);
      const jobs = await videoJobs(project._id);
      expect(jobs).toEqual([expect.objectContaining({ recorded_at: expect.any(Date), video_key: videos[0]!.key })]);

      // The job's events reached the project's event stream: a new watcher starts from its end.
      const events = await fetch(`${bff.url}/api/projects/${project._id}/events`, {
        headers: { Authorization: `Bearer ${owner.idToken}` },
      });
      const reader = events.body!.getReader();
      const { value } = await reader.read();
      await reader.cancel();
      expect(new TextDecoder().decode(value)).toContain(`"kind":"${JOB_KINDS.waveformVideo}","state":"done"`);

      const again = await generate(owner, project._id);
      expect(again.status).toBe(200);
      expect(waveformVideoResponseSchema.parse(again.body).videoFile.name).toBe(videoFile.name);
      expect(await storedObjects(`projects/${project._id}/video/`)).toEqual(videos);
      expect(await videoJobs(project._id)).toHaveLength(1);
    },
  );
});
