import { randomUUID } from 'node:crypto';
import {
  MUSIC_DURATIONS,
  MUSIC_ZONE_MESSAGES,
  musicZoneSchema,
  scoreProposalSchema,
  type MusicZone,
  type Project,
} from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { startGeneration, narratedProject, waitForMusic } from '../../testing/music.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject } from '../../testing/scripts.ts';

describe('music zones', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let project: Project;
  let vocal: number;
  let stock: { _id: string; duration: number };
  let ownTrack: string;
  let theirTrack: string;
  let theirFile: string;
  const db = createDatabase(inject('bffTest').databaseUrl);
  const silentTrack = `silent-${randomUUID()}`;

  const zonesPath = (projectId = project._id) => `/api/projects/${projectId}/music-zones`;
  const zones = async (user = owner, projectId = project._id): Promise<MusicZone[]> => {
    const answer = await call(bff.url, 'GET', zonesPath(projectId), { token: user.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return musicZoneSchema.array().parse((answer.body as { data: unknown }).data);
  };
  const addZone = (zone: Record<string, unknown>, user = owner, projectId = project._id) =>
    call(bff.url, 'POST', zonesPath(projectId), { token: user.idToken, json: zone });
  const deleteZone = (index: string, user = owner, projectId = project._id) =>
    call(bff.url, 'DELETE', `${zonesPath(projectId)}/${index}`, { token: user.idToken });

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    project = await narratedProject(bff.url, owner);
    vocal = project.audio_stems.vocal_duration!;
    const strangerProject = await createProject(bff.url, stranger);
    const [own, theirs] = await Promise.all([
      waitForMusic(bff.url, owner, await startGeneration(bff.url, owner, project._id, { track_name: 'Mine' })),
      waitForMusic(bff.url, stranger, await startGeneration(bff.url, stranger, strangerProject._id)),
    ]);
    ownTrack = own.soundtrack!._id;
    theirTrack = theirs.soundtrack!._id;
    theirFile = theirs.soundtrack!.source_audio.file;
    const listed = await call(bff.url, 'GET', '/api/soundtracks', { token: owner.idToken });
    stock = (listed.body as { data: Array<{ _id: string; duration: number; type: string }> }).data[0]!;
    // A stock track whose length was lost: no zone may use it.
    await sql`insert into soundtracks (id, type, title, short_description, duration, file_key, preview_key)
      values (${silentTrack}, 'stock', 'Silence', 'Nothing', 0, 'music/stock/silence.mp3', 'music/stock/silence.preview.mp3')`.execute(
      db,
    );
  }, 600_000);
  afterAll(async () => {
    await sql`delete from soundtracks where id = ${silentTrack}`.execute(db);
    await db.destroy();
    await bff.stop();
  });

  it('saves zones in order, shows them with their soundtrack and on the project, and deletes by index', async () => {
    const first = await addZone({ soundtrackId: stock._id, start_time: 0, end_time: 1.5 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await addZone({ soundtrackId: ownTrack, start_time: 1, end_time: vocal });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const saved = [
      {
        soundtrackId: stock._id,
        start_time: 0,
        end_time: 1.5,
        volume: 1,
        title: expect.any(String),
        short_description: expect.any(String),
        type: 'stock',
        source_audio: { file: `music/stock/${stock._id}.mp3` },
      },
      {
        soundtrackId: ownTrack,
        start_time: 1,
        end_time: vocal,
        volume: 1,
        title: 'Mine',
        short_description: expect.stringMatching(/^Slow melancholic piano/),
        type: 'user-generated',
        source_audio: { file: expect.stringMatching(new RegExp(`/${ownTrack}\\.mp3$`)) },
      },
    ];
    expect((second.body as { data: unknown }).data).toEqual(saved);

    const listed = await call(bff.url, 'GET', zonesPath(), { token: owner.idToken });
    expect(listed.headers.get('cache-control')).toBe('no-cache');
    expect((listed.body as { data: unknown }).data).toEqual(saved);
    const reread = await call(bff.url, 'GET', `/api/projects/${project._id}`, { token: owner.idToken });
    expect((reread.body as { data: Project }).data.audio_stems.musicZones).toEqual(saved);

    const deleted = await deleteZone('0');
    expect(deleted.status).toBe(200);
    expect((deleted.body as { data: unknown }).data).toEqual([saved[1]]);
    expect(await zones()).toEqual([saved[1]]);
  });

  it('lists zones by time whatever order they were added in, and deletes by that index', async () => {
    const project2 = await narratedProject(bff.url, owner);
    const length = project2.audio_stems.vocal_duration!;
    // Fractions of the narration, each zone over a second long.
    const at = (fraction: number) => Math.floor(fraction * length * 100) / 100;
    const [late, early, earliest, middle] = [
      [at(0.6), at(1)],
      [0, at(0.4)],
      [0, at(0.3)],
      [at(0.2), at(0.8)],
    ];
    for (const [start_time, end_time] of [late, early, earliest, middle]) {
      const added = await addZone({ soundtrackId: stock._id, start_time, end_time }, owner, project2._id);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const order = (list: MusicZone[]) => list.map((zone) => [zone.start_time, zone.end_time]);
    expect(order(await zones(owner, project2._id))).toEqual([earliest, early, middle, late]);
    const deleted = await deleteZone('1', owner, project2._id);
    expect(deleted.status).toBe(200);
    expect(order((deleted.body as { data: MusicZone[] }).data)).toEqual([earliest, middle, late]);
  });

  it("sets a zone's own volume by its index, and refuses a volume outside 0 to 1 or a zone that is not there", async () => {
    const project3 = await narratedProject(bff.url, owner);
    const added = await addZone({ soundtrackId: stock._id, start_time: 0, end_time: 1.5 }, owner, project3._id);
    expect((added.body as { data: MusicZone[] }).data.map((zone) => zone.volume)).toEqual([1]);
    const volumePath = (index: string) => `${zonesPath(project3._id)}/${index}`;
    const changed = await call(bff.url, 'PATCH', volumePath('0'), { token: owner.idToken, json: { volume: 0.35 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body as { data: MusicZone[] }).data.map((zone) => zone.volume)).toEqual([0.35]);
    const reread = await call(bff.url, 'GET', `/api/projects/${project3._id}`, { token: owner.idToken });
    expect((reread.body as { data: Project }).data.audio_stems.musicZones.map((zone) => zone.volume)).toEqual([0.35]);

    for (const volume of [1.5, -0.1, '0.5']) {
      const refused = await call(bff.url, 'PATCH', volumePath('0'), { token: owner.idToken, json: { volume } });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: "A music zone's volume must be a number from 0 to 1" },
      });
    }
    const missing = await call(bff.url, 'PATCH', volumePath('1'), { token: owner.idToken, json: { volume: 0.5 } });
    expect(missing).toMatchObject({ status: 404, body: { message: MUSIC_ZONE_MESSAGES.invalidIndex } });
    const theirs = await call(bff.url, 'PATCH', volumePath('0'), { token: stranger.idToken, json: { volume: 0 } });
    expect(theirs.status).toBe(404);
    expect((await zones(owner, project3._id)).map((zone) => zone.volume)).toEqual([0.35]);
  });

  describe('refuses, saving nothing', () => {
    it.each([
      [
        'a zone ending after the narration',
        () => ({ start_time: 0, end_time: vocal + 0.5 }),
        400,
        'A music zone cannot end after the narration',
      ],
      [
        'a start equal to the end',
        () => ({ start_time: 1, end_time: 1 }),
        400,
        'A music zone must end after it starts',
      ],
      ['a start after the end', () => ({ start_time: 2, end_time: 1 }), 400, 'A music zone must end after it starts'],
      [
        'a zone shorter than a second',
        () => ({ start_time: 0, end_time: 0.9 }),
        400,
        'A music zone must be at least 1 second long',
      ],
      [
        'a start before the narration',
        () => ({ start_time: -1, end_time: 1 }),
        400,
        'A music zone cannot start before the narration',
      ],
      [
        'a soundtrack without a duration',
        () => ({ soundtrackId: silentTrack, start_time: 0, end_time: 1 }),
        400,
        'Invalid soundtrack duration',
      ],
      [
        'another user’s generated soundtrack',
        () => ({ soundtrackId: theirTrack, start_time: 0, end_time: 1 }),
        404,
        'Soundtrack not found.',
      ],
      [
        'an unknown soundtrack',
        () => ({ soundtrackId: randomUUID(), start_time: 0, end_time: 1 }),
        404,
        'Soundtrack not found.',
      ],
      [
        'times that are not numbers',
        () => ({ start_time: '0', end_time: 1 }),
        400,
        'start_time must be a number of seconds',
      ],
    ])('%s', async (_, zone, status, message) => {
      const before = await zones();
      const answer = await addZone({ soundtrackId: stock._id, ...zone() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toMatchObject({ message });
      expect(await zones()).toEqual(before);
    });

    it('a zone on a project not narrated yet', async () => {
      const bare = await createProject(bff.url, owner);
      const answer = await addZone({ soundtrackId: stock._id, start_time: 0, end_time: 1 }, owner, bare._id);
      expect(answer).toMatchObject({ status: 400, body: { message: 'Narrate the script before adding music zones' } });
      expect(await zones(owner, bare._id)).toEqual([]);
    });

    it('a zone past the 200th of a project, even two sent at once for the last place', async () => {
      const before = await zones();
      const { rows } = await sql<{ last: string | null }>`
        select max(position)::text as last from music_zones where project_id = ${project._id}`.execute(db);
      try {
        // Made in the database: 199 zones are no creator's work by hand, and 200 POSTs would only be slower.
        await sql`insert into music_zones (project_id, soundtrack_id, start_time, end_time)
          select ${project._id}, ${stock._id}, 0, 1 from generate_series(1, ${199 - before.length})`.execute(db);
        const zone = { soundtrackId: stock._id, start_time: 0, end_time: 1 };
        const lastTwo = await Promise.all([addZone(zone), addZone(zone)]);
        expect(lastTwo.map(({ status }) => status).sort()).toEqual([201, 400]);
        const refused = await addZone(zone);
        expect(refused).toMatchObject({
          status: 400,
          body: { message: 'A project can hold at most 200 music zones. Delete one to add another.' },
        });
        expect(await zones()).toHaveLength(200);
      } finally {
        await sql`delete from music_zones where project_id = ${project._id}
          and position > ${rows[0]?.last ?? '0'}::bigint`.execute(db);
      }
      expect(await zones()).toEqual(before);
    });

    it.each(['5', '-1', '1.5', 'first'])('deleting at index %s', async (index) => {
      const before = await zones();
      const answer = await deleteZone(index);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({
        message: 'Invalid music zone index. Please refresh the page and try again.',
      });
      expect(await zones()).toEqual(before);
    });

    it('another user’s project, exactly as a missing one', async () => {
      const before = await zones();
      expect(before.length).toBeGreaterThan(0);
      const zone = { soundtrackId: stock._id, start_time: 0, end_time: 1 };
      for (const [theirs, missing] of [
        [await addZone(zone, stranger), await addZone(zone, stranger, randomUUID())],
        [await deleteZone('0', stranger), await deleteZone('0', stranger, randomUUID())],
        [
          await call(bff.url, 'GET', zonesPath(), { token: stranger.idToken }),
          await call(bff.url, 'GET', zonesPath(randomUUID()), { token: stranger.idToken }),
        ],
      ]) {
        expect(theirs!.status).toBe(404);
        expect(theirs!.body).toEqual(missing!.body);
      }
      expect(await zones()).toEqual(before);
    });
  });

  it('lets whoever may play the project play the generated music its zones use, and nobody else', async () => {
    const added = await addZone({ soundtrackId: ownTrack, start_time: 0, end_time: 1 });
    const file = (added.body as { data: MusicZone[] }).data.find((zone) => zone.soundtrackId === ownTrack)!.source_audio
      .file;
    const viewer = await signUpUser();
    const publisher = await call(bff.url, 'POST', '/api/publishers', {
      token: owner.idToken,
      json: { name: 'Zone Press', plan: 'pro' },
    });
    const publisherId = (publisher.body as { data: { publisherId: { _id: string } } }).data.publisherId._id;
    const invited = await call(bff.url, 'POST', `/api/publishers/${publisherId}/invitations`, {
      token: owner.idToken,
      json: { email: viewer.email, permission: 'viewer' },
    });
    const invitationId = (invited.body as { data: { _id: string } }).data._id;
    const accepted = await call(bff.url, 'POST', `/api/publishers/invitations/${invitationId}/accept`, {
      token: viewer.idToken,
    });
    expect(accepted.status).toBe(200);
    const presign = (user: TestUser, s3Key: string) =>
      call(bff.url, 'POST', '/api/audio/presigned-url', { token: user.idToken, json: { s3Key } });

    // Before the project is shared with them, the owner's track is nobody else's to play.
    expect((await presign(viewer, file)).status).toBe(404);
    const assigned = await call(bff.url, 'PUT', `/api/projects/${project._id}/publisher`, {
      token: owner.idToken,
      json: { publisherId },
    });
    expect(assigned.status).toBe(200);
    expect((await presign(viewer, file)).status).toBe(200);
    expect((await presign(stranger, file)).status).toBe(404);
    expect((await presign(viewer, theirFile)).status).toBe(404);
  });

  it('proposes a zone per chapter of the narration, with a track to make for each', async () => {
    const answer = await call(bff.url, 'GET', `/api/projects/${project._id}/score-proposal`, { token: owner.idToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const proposal = scoreProposalSchema.parse((answer.body as { data: unknown }).data);
    expect(proposal).toEqual([
      {
        chapterTitle: 'Chapter One',
        start_time: 0,
        end_time: expect.closeTo(vocal, 1),
        prompt_description: expect.any(String),
        track_name: 'A narrated book – Chapter One',
        mood: expect.any(String),
        duration: MUSIC_DURATIONS[0],
      },
    ]);
    expect(proposal[0]!.prompt_description.length).toBeGreaterThan(0);

    const bare = await createProject(bff.url, owner);
    const unscored = await call(bff.url, 'GET', `/api/projects/${bare._id}/score-proposal`, { token: owner.idToken });
    expect(unscored).toMatchObject({ status: 409, body: { error: 'conflict' } });
  });
});
