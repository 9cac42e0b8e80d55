import {
  audiobookChapters,
  isJobInFlight,
  jobEventSchema,
  mixAudioResponseSchema,
  mixCompletionText,
  SHARE_HEADERS,
  type ChapteredTimeline,
  type CreatedShare,
  type JobEvent,
  type MixAudioResponse,
  type Project,
  type SharedProject,
} from '@reeltalk/contracts';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { audioChapters, audioTags } from '@reeltalk/stack';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { createMediaClient } from '../media/client.ts';
import { narratedProject } from '../../testing/music.ts';
import { putObject, readObjectText } from '../../testing/object-storage.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { TEST_SERVICE_TOKEN } from '../../testing/media-service.ts';
import { createProject, getProject, waitUntil } from '../../testing/scripts.ts';
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
        if (event.kind !== 'mix' || (!seen.has(event.jobId) && !isJobInFlight(event.state))) continue;
        seen.add(event.jobId);
        events.push(event);
        if (event.state === 'done' || event.state === 'failed') return;
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
        recorded_at: Date | null;
      }>`select job_id, recorded_at from mixes where project_id = ${projectId}`.execute(db)
    ).rows;

  /** What `read` finds in the MP3 at `url`, downloaded to a file. */
  const fileOf = async <T>(url: string, read: (file: string) => Promise<T>): Promise<T> => {
    const file = path.join(tmpdir(), `mix-${project._id}-${randomUUID()}.mp3`);
    await writeFile(file, Buffer.from(await (await fetch(url)).arrayBuffer()));
    try {
      return await read(file);
    } finally {
      await rm(file);
    }
  };
  /** The title, album and artist tags of the MP3 at `url`. */
  const tagsOf = (url: string) => fileOf(url, (file) => audioTags(ffmpeg.path, file));
  /** The access key of the project's share link, once the test that shares it made one. */
  let shareKey = '';
  /** The MP3 a listener of the link downloads: the key the shared page names, and its download address. */
  const listenerDownload = async () => {
    const headers = { [SHARE_HEADERS.owner]: project.userId._id, [SHARE_HEADERS.accessKey]: shareKey };
    const viewed = await call(bff.url, 'GET', `/api/projects/${project._id}/share-view`, { headers });
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    const s3Key = (viewed.body as { project: SharedProject }).project.audio_stems.mix!;
    const answer = await call(bff.url, 'POST', '/api/audio/presigned-url-share', {
      headers,
      json: { s3Key, projectId: project._id, ownerUserId: project.userId._id, download: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { s3Key, url: (answer.body as { presignedUrl: string }).presignedUrl };
  };
  /** The bff's log (warnings and worse), line by line. */
  const log: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    bff = await startTestApp({}, pino({ name: 'bff', level: 'warn' }, sink));
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

  it("carries the narration's chapters in the MP3, as its timeline has them", { timeout: 120_000 }, async () => {
    const { mixFile } = await mixed();
    const timeline = JSON.parse(await readObjectText((await stemsOf()).timeline!)) as ChapteredTimeline;
    const chapters = await fileOf(mixFile.url, (file) => audioChapters(ffmpeg.path, file));
    const expected = audiobookChapters(timeline);
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Chapter One']);
    expect(chapters.map((chapter) => chapter.title)).toEqual(expected.map((chapter) => chapter.title));
    chapters.forEach((chapter, index) => {
      expect(Math.abs(chapter.start - expected[index]!.start)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(chapter.end - expected[index]!.end)).toBeLessThanOrEqual(0.05);
    });
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
      expect(heard.at(-1)).toMatchObject({ state: 'done', stage: 'Audio mixing completed!', percent: 100 });
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
    "tags the MP3 with the project's title and its owner's name; a rename remixes it in the background, so the shared page downloads the new title",
    { timeout: 180_000 },
    async () => {
      const { name } = (await getProject(bff.url, owner, project._id)) as Project;
      const stored = await mixed();
      expect(stored.reused).toBe(true);
      expect(await tagsOf(stored.mixFile.url)).toMatchObject({ title: name, album: name, artist: 'Ada Keeper' });

      const shared = await call(bff.url, 'POST', `/api/projects/${project._id}/share`, {
        token: owner.idToken,
        json: { recipients: [`listener-${randomUUID()}@reeltalk.dev`] },
      });
      expect(shared.status, JSON.stringify(shared.body)).toBe(201);
      shareKey = new URL((shared.body as { data: CreatedShare }).data.url).searchParams.get('key')!;
      expect((await listenerDownload()).s3Key).toBe(stored.mixFile.s3Key);

      // Nobody presses Mix after the rename: the mix job that runs is the bff's own.
      const events = await mixEvents(bff.url, owner.idToken, project._id);
      const renamed = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        json: { name: 'Lighthouse Nights' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect((await events()).at(-1)).toMatchObject({ state: 'done', stage: 'Audio mixing completed!' });

      const download = await listenerDownload();
      expect(download.s3Key).not.toBe(stored.mixFile.s3Key);
      expect(await tagsOf(download.url)).toMatchObject({
        title: 'Lighthouse Nights',
        album: 'Lighthouse Nights',
        artist: 'Ada Keeper',
      });
      // The project's stored mix is that one: Mix & Export answers it at once.
      expect(await mixed()).toMatchObject({ reused: true, mixFile: { s3Key: download.s3Key } });
    },
  );

  it(
    "remixes the owner's shared mixes in the background when their name changes: the shared page downloads the new artist",
    { timeout: 180_000 },
    async () => {
      const before = await listenerDownload();
      const events = await mixEvents(bff.url, owner.idToken, project._id);
      const renamed = await call(bff.url, 'PATCH', '/api/users/profile', {
        token: owner.idToken,
        json: { fullName: 'Ada Lamplighter' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect((await events()).at(-1)).toMatchObject({ state: 'done', stage: 'Audio mixing completed!' });

      const download = await listenerDownload();
      expect(download.s3Key).not.toBe(before.s3Key);
      expect(await tagsOf(download.url)).toMatchObject({ title: 'Lighthouse Nights', artist: 'Ada Lamplighter' });
    },
  );

  it('records a done mix once: hearing its end again changes nothing', async () => {
    const [row] = await sql<{ job_id: string }>`select job_id from mixes where project_id = ${project._id}
      and recorded_at is not null order by created_at limit 1`
      .execute(db)
      .then((result) => result.rows);
    const media = createMediaClient({ baseUrl: inject('bffTest').mediaServiceUrl, serviceToken: TEST_SERVICE_TOKEN });
    const recorder = createMixRecorder({ mixes: createMixRepository(db), media });
    const firstMix = await media.call('job', { jobId: row!.job_id });
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

    // Given a stored mix, a rename remixes it in the background: the remix fails, the rename does not, the log says so.
    await db
      .updateTable('projects')
      .set({
        audio_stems: sql<string>`audio_stems || ${JSON.stringify({ mix: `projects/${broken._id}/mix/${'3'.repeat(64)}.mp3` })}::jsonb`,
      })
      .where('id', '=', broken._id)
      .execute();
    const renamed = await call(bff.url, 'PATCH', `/api/projects/${broken._id}`, {
      token: owner.idToken,
      json: { name: 'Broken Bells' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body as { data: Project }).data.name).toBe('Broken Bells');
    const logged = await waitUntil(
      async () =>
        log
          .map((line) => JSON.parse(line) as { msg: string; projectId?: string; level: number })
          .find((line) => line.projectId === broken._id && line.msg === 'could not remix a retitled project'),
      'the failed remix in the log',
    );
    expect(logged.level).toBe(40);
  });
});
