import {
  isJobRunning,
  jobEventSchema,
  mixAudioResponseSchema,
  mixCompletionText,
  type JobEvent,
  type MixAudioResponse,
  type Project,
} from '@reeltalk/contracts';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { audioTags } from '@reeltalk/stack';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { JobEventHub } from '../jobs/hub.ts';
import { createMediaClient } from '../media/client.ts';
import { narratedProject } from '../../testing/music.ts';
import { putObject } from '../../testing/object-storage.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { createProject, getProject } from '../../testing/scripts.ts';
import { createMixRecorder } from './recorder.ts';
import { createMixRepository } from './repository.ts';
import { MIX_SERVER_MESSAGES } from './service.ts';

/** The project's mix job events as its event stream tells them, from now until a mix job has ended. */
async function mixEvents(url: string, token: string, projectId: string): Promise<() => Promise<JobEvent[]>> {
  const response = await fetch(`${url}/api/projects/${projectId}/events`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: JobEvent[] = [];
  const seen = new Set<string>();
  const reading = (async () => {
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      pending += value;
      const blocks = pending.split('\n\n');
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const event = jobEventSchema.parse(JSON.parse(data.slice('data: '.length)));
        // An earlier mix, ended already, is what the stream starts with: only jobs under way from now count.
        if (event.kind !== 'mix' || (!seen.has(event.jobId) && !isJobRunning(event.state))) continue;
        seen.add(event.jobId);
        events.push(event);
        if (event.state === 'completed' || event.state === 'failed') return;
      }
    }
  })();
  return async () => {
    await reading;
    await reader.cancel();
    return events;
  };
}

describe('mix-audio', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let project: Project;
  const db = createDatabase(inject('bffTest').databaseUrl);

  const mixAudio = (projectId = project._id, user = owner) =>
    call(bff.url, 'POST', `/api/projects/${projectId}/mix-audio`, { token: user.idToken });
  const mixed = async (projectId = project._id): Promise<MixAudioResponse> => {
    const answer = await mixAudio(projectId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return mixAudioResponseSchema.parse(answer.body);
  };
  const stemsOf = async (projectId = project._id) =>
    ((await getProject(bff.url, owner, projectId)) as Project).audio_stems;
  const mixRows = async (projectId: string) =>
    (
      await sql<{
        job_id: string;
        state: string;
      }>`select job_id, state from mixes where project_id = ${projectId}`.execute(db)
    ).rows;

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser({ displayName: 'Ada Keeper' }), signUpUser()]);
    project = await narratedProject(bff.url, owner);
  }, 600_000);
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  it('exports the narration alone when the project has no music zones, and says so', { timeout: 120_000 }, async () => {
    const answer = await mixed();
    expect(answer.message).toMatch(/no music zones/i);
    expect(mixCompletionText(answer.message)).toBe('Audio export completed! (Vocal only)');
    expect(answer).toMatchObject({ reused: false, mixFile: { s3Key: expect.stringMatching(/\.mp3$/) } });
    expect(await stemsOf()).toMatchObject({ mix: answer.mixFile.s3Key, mix_wav: answer.mixWavKey });
    const audio = await fetch(answer.mixFile.url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    await audio.body?.cancel();
  });

  it(
    'mixes the music zones in, its progress on the project events, and records the mix on the project',
    { timeout: 180_000 },
    async () => {
      const listed = await call(bff.url, 'GET', '/api/soundtracks', { token: owner.idToken });
      const stock = (listed.body as { data: Array<{ _id: string }> }).data[0]!;
      const vocal = project.audio_stems.vocal_duration!;
      for (const zone of [
        { start_time: 0, end_time: vocal / 3 },
        { start_time: vocal / 2, end_time: vocal },
      ]) {
        const added = await call(bff.url, 'POST', `/api/projects/${project._id}/music-zones`, {
          token: owner.idToken,
          json: { soundtrackId: stock._id, ...zone },
        });
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
      const before = await stemsOf();

      const events = await mixEvents(bff.url, owner.idToken, project._id);
      const answer = await mixed();
      expect(mixCompletionText(answer.message)).toBe('Audio mixing completed!');
      expect(answer.reused).toBe(false);
      expect(answer.mixFile.s3Key).not.toBe(before.mix);
      expect(await stemsOf()).toMatchObject({ mix: answer.mixFile.s3Key, mix_wav: answer.mixWavKey });

      const heard = await events();
      expect(heard).toContainEqual(expect.objectContaining({ stage: 'Preparing audio export...', percent: 0 }));
      const processing = heard.filter((event) => event.stage === 'Processing audio files...');
      expect(processing.length).toBeGreaterThan(0);
      for (const event of processing) expect(event.percent).toBeGreaterThanOrEqual(25);
      for (const event of processing) expect(event.percent).toBeLessThanOrEqual(95);
      const percents = heard.map((event) => event.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(heard.at(-1)).toMatchObject({ state: 'completed', stage: 'Audio mixing completed!', percent: 100 });
    },
  );

  it('answers the stored mix at once when nothing changed, without another job', { timeout: 60_000 }, async () => {
    const stems = await stemsOf();
    const jobs = await mixRows(project._id);
    const answer = await mixed();
    expect(answer).toMatchObject({ reused: true, mixFile: { s3Key: stems.mix }, mixWavKey: stems.mix_wav });
    expect(await mixRows(project._id)).toEqual(jobs);
  });

  it(
    "tags the MP3 with the project's title and its owner's name; a renamed project mixes anew under its new title",
    { timeout: 120_000 },
    async () => {
      const tagsOf = async (answer: MixAudioResponse) => {
        const file = path.join(tmpdir(), `mix-tags-${project._id}-${Date.now()}.mp3`);
        await writeFile(file, Buffer.from(await (await fetch(answer.mixFile.url)).arrayBuffer()));
        try {
          return await audioTags(ffmpeg.path, file);
        } finally {
          await rm(file);
        }
      };
      const { name } = (await getProject(bff.url, owner, project._id)) as Project;
      const stored = await mixed();
      expect(stored.reused).toBe(true);
      expect(await tagsOf(stored)).toMatchObject({ title: name, album: name, artist: 'Ada Keeper' });

      const renamed = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        json: { name: 'Lighthouse Nights' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const remixed = await mixed();
      expect(remixed.reused).toBe(false);
      expect(remixed.mixFile.s3Key).not.toBe(stored.mixFile.s3Key);
      expect(await tagsOf(remixed)).toMatchObject({
        title: 'Lighthouse Nights',
        album: 'Lighthouse Nights',
        artist: 'Ada Keeper',
      });
    },
  );

  it('records a done mix once: hearing its end again changes nothing', async () => {
    const [row] = await sql<{ job_id: string }>`select job_id from mixes where project_id = ${project._id}
      and state = 'completed' order by created_at limit 1`
      .execute(db)
      .then((result) => result.rows);
    const media = createMediaClient({ baseUrl: inject('bffTest').mediaServiceUrl, serviceToken: TEST_SERVICE_TOKEN });
    const recorder = createMixRecorder({ mixes: createMixRepository(db), media, hub: new JobEventHub() });
    const firstMix = await media.job(row!.job_id);
    expect(firstMix.state).toBe('done');
    const latest = await stemsOf();
    expect(latest.mix).not.toBe((firstMix.result as { mp3Key: string }).mp3Key);
    await recorder.record(firstMix);
    expect(await stemsOf()).toEqual(latest);
  });

  it('refuses a project without narration with 409, starting nothing', async () => {
    const bare = await createProject(bff.url, owner);
    const answer = await mixAudio(bare._id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'conflict', message: MIX_SERVER_MESSAGES.noNarration });
    expect(await mixRows(bare._id)).toEqual([]);
  });

  it("reads someone else's project as missing", async () => {
    const answer = await mixAudio(project._id, stranger);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found' });
  });

  it('answers a failed mix as 422 with its reason', { timeout: 120_000 }, async () => {
    const broken = await narratedProject(bff.url, owner);
    // The narration's master replaced by bytes that are no audio.
    await putObject(broken.audio_stems.vocal_master!, 'not audio');
    const answer = await mixAudio(broken._id);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: 'unprocessable',
      message: 'The narration or the music of a zone could not be read for mixing.',
    });
    expect((await stemsOf(broken._id)).mix).toBeNull();
  });
});
