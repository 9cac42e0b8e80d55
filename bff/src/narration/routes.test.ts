import { jobEventSchema, projectNarrationSchema } from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import {
  createProject,
  getProject,
  longScript,
  readJobEvents,
  SHORT_SCRIPT,
  storedKeys,
  textFile,
  uploadScript,
  waitForNarration,
  waitUntil,
} from '../../testing/scripts.ts';

const missingJob = '00000000-0000-4000-8000-000000000000';
const missingProject = '00000000-0000-4000-8000-000000000001';

describe('narration', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;

  const narrate = (projectId: string, user = owner) =>
    call(bff.url, 'POST', '/api/narrate-audio', { token: user.idToken, json: { projectId, vocalType: 'default' } });
  const jobIdOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    return (answer.body as { data: { jobId: string } }).data.jobId;
  };
  const narratedProject = async () => {
    const project = await createProject(bff.url, owner);
    await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    return project;
  };

  const db = createDatabase(inject('bffTest').databaseUrl);
  /** The media-service's job rows of the project, as its workers see them. */
  const mediaJobs = async (projectId: string) =>
    (
      await sql<{ id: string; state: string; lease_owner: string | null }>`
        select id, state, lease_owner from media.jobs where project_id = ${projectId}`.execute(db)
    ).rows;

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
  });
  afterAll(async () => {
    await bff.stop();
    await db.destroy();
  });

  it('narrates the script: progress streams as events, then the project holds the narration', async () => {
    const project = await narratedProject();
    // Two clicks at once start one narration.
    const [first, second] = await Promise.all([narrate(project._id), narrate(project._id)]);
    const jobId = jobIdOf(first);
    expect(jobIdOf(second)).toBe(jobId);
    expect(first.body).toEqual({ success: true, data: { jobId } });

    // While it runs, the project says so, for review to resume watching.
    const running = await getProject(bff.url, owner, project._id);
    expect(projectNarrationSchema.parse(running.narration)).toMatchObject({ jobId });
    expect(['queued', 'running']).toContain((running.narration as { state: string }).state);

    const { response, events } = await readJobEvents(bff.url, owner.idToken, project._id, jobId);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    for (const event of events)
      expect(jobEventSchema.parse(event)).toMatchObject({ jobId, projectId: project._id, kind: 'narration' });
    const last = events.at(-1);
    expect(last).toMatchObject({ state: 'done', percent: 100, error: null });
    expect(events.slice(0, -1).every((event) => event.state === 'queued' || event.state === 'running')).toBe(true);
    const percents = events.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const status = await call(bff.url, 'GET', `/api/narrations/${jobId}`, { token: owner.idToken });
    const { kind: _kind, ...lastStatus } = last!;
    // Once completed it also says what was read out (every paragraph of a first narration) and, as a first
    // narration, the parts it published as it went: here one, the whole of its one chapter.
    expect(last!.parts).toBe(1);
    expect(status.body).toEqual({
      success: true,
      data: {
        ...lastStatus,
        paragraphs: { total: 2, synthesized: 2, reused: 0 },
        progressive: expect.objectContaining({
          complete: true,
          chapters: [{ title: 'Chapter One' }],
          chaptersReady: 1,
          parts: [expect.objectContaining({ startFrame: 0, audioKey: expect.stringContaining(`/${jobId}/`) })],
        }) as unknown,
      },
    });

    const narrated = await getProject(bff.url, owner, project._id);
    expect(narrated.narration).toBeUndefined();
    const prefix = `projects/${project._id}/`;
    expect(narrated.source_document).toMatchObject({
      transcript: expect.stringMatching(new RegExp(`^${prefix}.+\\.srt$`)),
      word_count: 16,
    });
    const stems = narrated.audio_stems as Record<string, unknown>;
    expect(stems).toMatchObject({
      vocal: expect.stringMatching(new RegExp(`^${prefix}.+\\.mp3$`)),
      timeline: expect.stringMatching(new RegExp(`^${prefix}.+\\.json$`)),
      peaks: expect.stringMatching(new RegExp(`^${prefix}.+\\.json$`)),
      vocal_duration: expect.any(Number),
    });
    expect(stems.vocal_duration).toBeGreaterThan(1);

    // Every file is fetchable through a presigned URL; the vocal track streams by ranges.
    const keys = [
      stems.vocal,
      stems.timeline,
      stems.peaks,
      (narrated.source_document as { transcript: string }).transcript,
    ];
    const signed = await call(bff.url, 'POST', '/api/audio/presigned-urls', {
      token: owner.idToken,
      json: { s3Keys: keys },
    });
    expect(signed.status).toBe(200);
    const urls = (signed.body as { urls: Record<string, string> }).urls;
    expect(Object.keys(urls).sort()).toEqual([...(keys as string[])].sort());

    const vocal = await fetch(urls[stems.vocal as string]!, { headers: { Range: 'bytes=0-99' } });
    expect(vocal.status).toBe(206);
    expect(vocal.headers.get('content-type')).toBe('audio/mpeg');
    expect((await vocal.arrayBuffer()).byteLength).toBe(100);

    const timeline = (await (await fetch(urls[stems.timeline as string]!)).json()) as {
      duration: number;
      chapters: unknown[];
    };
    expect(timeline.duration).toBe(stems.vocal_duration);
    expect(timeline.chapters).toEqual([
      expect.objectContaining({ title: 'Chapter One', paragraphs: expect.any(Array) as unknown }),
    ]);
    const srt = await (await fetch(urls[(narrated.source_document as { transcript: string }).transcript]!)).text();
    expect(srt).toContain('lamp');

    // The result was written once: asking again changes nothing.
    const again = await call(bff.url, 'GET', `/api/narrations/${jobId}`, { token: owner.idToken });
    expect(again.body).toEqual(status.body);
    expect(await getProject(bff.url, owner, project._id)).toEqual(narrated);
  });

  it('records the emotions it was read with, which emotions saved later without narrating again leave as they are', async () => {
    const project = await createProject(bff.url, owner);
    const choose = async (emotions: string[]) => {
      const answer = await call(bff.url, 'PATCH', `/api/projects/${project._id}`, {
        token: owner.idToken,
        json: { emotions },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await choose(['Joyful', 'Worried']);
    await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    const jobId = jobIdOf(await narrate(project._id));
    expect((await waitForNarration(bff.url, owner.idToken, jobId)).state).toBe('done');
    await choose(['Angry']);

    const narrated = await getProject(bff.url, owner, project._id);
    expect(narrated.emotions).toEqual(['Angry']);
    // The audiobook's chapters and the WebVTT subtitles are kept with the narration, for the players and downloads.
    expect(narrated.audio_stems).toMatchObject({
      vocal: expect.any(String),
      vocal_emotions: ['Joyful', 'Worried'],
      chapters: [{ title: expect.any(String), start: 0, end: expect.any(Number) }],
    });
    expect(narrated.source_document).toMatchObject({ subtitles: expect.stringMatching(/\/transcript\.vtt$/) });
    // A new document has no narration yet, so nothing was read with any emotions.
    await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT, 'again.txt'));
    expect((await getProject(bff.url, owner, project._id)).audio_stems).toMatchObject({
      vocal: null,
      vocal_emotions: null,
    });
  });

  it('runs exactly one job when twenty narrations of one project are asked for at once', async () => {
    const project = await narratedProject();
    const answers = await Promise.all(Array.from({ length: 20 }, () => narrate(project._id)));
    const jobIds = new Set(answers.map(jobIdOf));
    expect(jobIds.size).toBe(1);
    const [jobId] = [...jobIds];
    expect(await waitForNarration(bff.url, owner.idToken, jobId!)).toMatchObject({ state: 'done' });
    expect(await mediaJobs(project._id)).toEqual([{ id: jobId, state: 'done', lease_owner: null }]);
  });

  it(
    'stops the narration of a deleted project within seconds and leaves none of its files behind',
    { timeout: 240_000 },
    async () => {
      const project = await createProject(bff.url, owner);
      await uploadScript(bff.url, owner, project._id, textFile(longScript()));
      const jobId = jobIdOf(await narrate(project._id));
      await waitUntil(async () => {
        const answer = await call(bff.url, 'GET', `/api/narrations/${jobId}`, { token: owner.idToken });
        const status = (answer.body as { data: { state: string; percent: number } }).data;
        if (status.state === 'done') throw new Error('the narration ended before the delete');
        return status.percent >= 5 ? true : undefined;
      }, 'the narration to be under way');
      expect((await storedKeys(project._id)).length).toBeGreaterThan(1);

      const deleted = await call(bff.url, 'DELETE', `/api/projects/${project._id}`, { token: owner.idToken });
      expect(deleted.status).toBe(200);
      // Answered once the worker has stopped: the job is cancelled, nobody holds it, and storage holds nothing of it.
      expect(await mediaJobs(project._id)).toEqual([{ id: jobId, state: 'cancelled', lease_owner: null }]);
      expect(await storedKeys(project._id)).toEqual([]);
      // Nothing is written afterwards. The engine reads paragraphs out in the order they are asked for, so a narration
      // asked for now is done only after any paragraph the stopped worker still had under way, which would be stored
      // by then.
      const later = jobIdOf(await narrate((await narratedProject())._id));
      expect(await waitForNarration(bff.url, owner.idToken, later)).toMatchObject({ state: 'done' });
      expect(await storedKeys(project._id)).toEqual([]);
      expect((await call(bff.url, 'GET', `/api/narrations/${jobId}`, { token: owner.idToken })).status).toBe(404);
    },
  );

  it('forgets the narration when the script is replaced, and starts afresh when asked', async () => {
    const project = await narratedProject();
    const jobId = jobIdOf(await narrate(project._id));
    expect(await waitForNarration(bff.url, owner.idToken, jobId)).toMatchObject({ state: 'done' });

    const replaced = await uploadScript(
      bff.url,
      owner,
      project._id,
      textFile('A new story begins here, and it is short.'),
    );
    expect(replaced.source_document).not.toHaveProperty('transcript');
    expect(replaced.source_document).not.toHaveProperty('word_count');
    expect(replaced.source_document).not.toHaveProperty('subtitles');
    expect(replaced.audio_stems).toMatchObject({
      vocal: null,
      vocal_duration: null,
      timeline: null,
      peaks: null,
      chapters: null,
    });

    const next = jobIdOf(await narrate(project._id));
    expect(next).not.toBe(jobId);
    expect(await waitForNarration(bff.url, owner.idToken, next)).toMatchObject({ state: 'done' });
    expect(await getProject(bff.url, owner, project._id)).toMatchObject({ source_document: { word_count: 9 } });
  });

  it('never writes a narration of a script that was replaced while it ran', async () => {
    const project = await narratedProject();
    const jobId = jobIdOf(await narrate(project._id));
    const replaced = await uploadScript(bff.url, owner, project._id, textFile('Another script altogether.'));
    // Replacing deletes the old script, so the old job may fail for want of it or finish first; either way it ends.
    expect(['done', 'failed']).toContain((await waitForNarration(bff.url, owner.idToken, jobId)).state);
    const after = await getProject(bff.url, owner, project._id);
    expect(after.source_document).toEqual(replaced.source_document);
    expect(after.audio_stems).toEqual(replaced.audio_stems);
  });

  it('answers 409 for a project without a script', async () => {
    const project = await createProject(bff.url, owner);
    const answer = await narrate(project._id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'conflict' });
  });

  it('answers 400 for a body it does not know', async () => {
    const project = await createProject(bff.url, owner);
    for (const json of [{}, { projectId: project._id, vocalType: 'custom' }, { projectId: project._id, extra: 1 }]) {
      const answer = await call(bff.url, 'POST', '/api/narrate-audio', { token: owner.idToken, json });
      expect(answer.status).toBe(400);
    }
  });

  describe("someone else's narration", () => {
    let jobId: string;
    let projectId: string;
    beforeAll(async () => {
      const project = await narratedProject();
      projectId = project._id;
      jobId = jobIdOf(await narrate(projectId));
    });

    it('cannot be started, read or watched: answered as a missing one', async () => {
      const started = await narrate(projectId, stranger);
      expect(started.status).toBe(404);
      expect(started.body).toEqual((await narrate(missingProject, stranger)).body);
      for (const [path, missingPath] of [
        [`/api/narrations/${jobId}`, `/api/narrations/${missingJob}`],
        [`/api/projects/${projectId}/events`, `/api/projects/${missingProject}/events`],
      ] as const) {
        const answer = await call(bff.url, 'GET', path, { token: stranger.idToken });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual((await call(bff.url, 'GET', missingPath, { token: stranger.idToken })).body);
      }
    });

    it('is not shown on their project to others', async () => {
      const answer = await call(bff.url, 'GET', `/api/projects/${projectId}`, { token: stranger.idToken });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toHaveProperty('data');
    });
  });

  it.each([missingJob, 'not-a-job'])('answers 404 for the unknown narration %s', async (id) => {
    const answer = await call(bff.url, 'GET', `/api/narrations/${id}`, { token: owner.idToken });
    expect(answer.status).toBe(404);
  });

  it('stops watching when the watcher goes away', async () => {
    const project = await narratedProject();
    const jobId = jobIdOf(await narrate(project._id));
    const { events } = await readJobEvents(bff.url, owner.idToken, project._id, jobId, 1);
    expect(events).toHaveLength(1);
    // The bff goes on serving, and the narration goes on to the end without a watcher.
    expect(await waitForNarration(bff.url, owner.idToken, jobId)).toMatchObject({ state: 'done' });
  });
});
