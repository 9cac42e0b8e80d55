import {
  projectSchema,
  type Project,
  type ScriptAnswer,
  type ScriptChangeAnswer,
  type ScriptUnit,
  type ScriptVersionsAnswer,
} from '@reeltalk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../db.ts';
import { call, signInWithGoogle, startTestApp, type TestUser } from '../../testing/harness.ts';
import { readObjectText } from '../../testing/object-storage.ts';
import {
  createProject,
  SHORT_SCRIPT,
  storedKeys,
  textFile,
  uploadScript,
  waitForNarration,
} from '../../testing/scripts.ts';

describe('duplicating and deleting a project', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  const db = createDatabase(inject('bffTest').databaseUrl);
  let owner: TestUser;

  const as = (method: string, path: string, json?: unknown) =>
    call(bff.url, method, path, { token: owner.idToken, json });
  const projectCount = async () =>
    Number(
      (
        await sql<{ count: string }>`select count(*) from projects where user_id =
          (select id from users where firebase_uid = ${owner.uid})`.execute(db)
      ).rows[0]?.count,
    );
  const objectText = readObjectText;
  /** GETs the object through a URL the bff presigned for the owner: its status and size. */
  const download = async (key: string) => {
    const signed = await as('POST', '/api/audio/presigned-urls', { s3Keys: [key] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const response = await fetch((signed.body as { urls: Record<string, string> }).urls[key]!);
    return { status: response.status, size: (await response.arrayBuffer()).byteLength };
  };

  /** A narrated project: script, paragraphs, vocal track, its master, transcript, timeline, peaks. */
  const narratedProject = async (name: string): Promise<Project> => {
    const project = await createProject(bff.url, owner, name);
    await as('PATCH', `/api/projects/${project._id}`, { genres: ['Mystery'], emotions: ['Joyful'], status: 2 });
    await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    const started = await as('POST', '/api/narrate-audio', { projectId: project._id, vocalType: 'default' });
    expect(started.status).toBe(202);
    const { jobId } = (started.body as { data: { jobId: string } }).data;
    expect(await waitForNarration(bff.url, owner.idToken, jobId)).toMatchObject({ state: 'done' });
    return projectSchema.parse(((await as('GET', `/api/projects/${project._id}`)).body as { data: unknown }).data);
  };

  beforeAll(async () => {
    bff = await startTestApp();
    owner = await signInWithGoogle('Dora Duplicate');
  });
  afterAll(async () => {
    await db.destroy();
    await bff.stop();
  });

  it("copies the project and every stored object under the copy's own keys; deleting the original leaves the copy whole", async () => {
    const narrated = await narratedProject('Lighthouse');
    const stock = ((await as('GET', '/api/soundtracks')).body as { data: Array<{ _id: string }> }).data[0]!;
    for (const [start, end] of [
      [0, 1],
      [0.5, narrated.audio_stems.vocal_duration!],
    ]) {
      const zone = await as('POST', `/api/projects/${narrated._id}/music-zones`, {
        soundtrackId: stock._id,
        start_time: start,
        end_time: end,
      });
      expect(zone.status, JSON.stringify(zone.body)).toBe(201);
    }
    const original = projectSchema.parse(
      ((await as('GET', `/api/projects/${narrated._id}`)).body as { data: unknown }).data,
    );
    expect(original.audio_stems.musicZones).toHaveLength(2);
    const answer = await as('POST', `/api/projects/${original._id}/duplicate`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = projectSchema.parse((answer.body as { data: unknown }).data);
    expect(copy._id).not.toBe(original._id);
    const moved = (key: string | null | undefined) => key?.replace(original._id, copy._id);
    const movedJson = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(original._id, copy._id)) as T;
    expect(copy).toMatchObject({
      name: 'Lighthouse (copy)',
      status: 1,
      genres: ['Mystery'],
      emotions: ['Joyful'],
      userId: original.userId,
      source_document: movedJson(original.source_document),
      audio_stems: {
        vocal: moved(original.audio_stems.vocal),
        vocal_master: moved(original.audio_stems.vocal_master),
        timeline: moved(original.audio_stems.timeline),
        peaks: moved(original.audio_stems.peaks),
        vocal_duration: original.audio_stems.vocal_duration,
        musicZones: original.audio_stems.musicZones,
      },
    });
    expect(copy.audio_stems.vocal).toMatch(new RegExp(`^projects/${copy._id}/`));

    const originalKeys = await storedKeys(original._id);
    expect(originalKeys.length).toBeGreaterThan(5);
    expect(await storedKeys(copy._id)).toEqual(originalKeys.map((key) => moved(key)));
    // The copy's record of its assembled narration names the copy's files, not the original's.
    const assembled = originalKeys.find((key) => key.includes('/narration/assembled/'))!;
    const record = await objectText(moved(assembled)!);
    expect(record).toContain(`projects/${copy._id}/`);
    expect(record).not.toContain(original._id);

    const deleted = await as('DELETE', `/api/projects/${original._id}`);
    expect(deleted.status).toBe(200);
    expect(await storedKeys(original._id)).toEqual([]);
    expect(await download(copy.audio_stems.vocal!)).toMatchObject({ status: 200 });
    expect((await download(copy.audio_stems.vocal!)).size).toBeGreaterThan(1000);
    expect((await as('GET', `/api/projects/${copy._id}`)).status).toBe(200);

    // And the other way round: the copy's copy survives the copy.
    const second = await as('POST', `/api/projects/${copy._id}/duplicate`);
    const secondCopy = projectSchema.parse((second.body as { data: unknown }).data);
    expect(secondCopy.name).toBe('Lighthouse (copy) (copy)');
    expect((await as('DELETE', `/api/projects/${copy._id}`)).status).toBe(200);
    expect(await storedKeys(copy._id)).toEqual([]);
    expect(await download(secondCopy.audio_stems.vocal_master!)).toMatchObject({ status: 200 });
  }, 180_000);

  it('opens the copy with the edited script the original narrates, as versions of its own', async () => {
    const script = async (projectId: string): Promise<ScriptAnswer> => {
      const answer = await as('GET', `/api/projects/${projectId}/script`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as ScriptAnswer;
    };
    const versions = async (projectId: string) => {
      const answer = await as('GET', `/api/projects/${projectId}/script-versions`);
      expect(answer.status).toBe(200);
      return (answer.body as ScriptVersionsAnswer).versions;
    };
    /** Saves the script with its last unit's text changed and waits for the narration that starts. */
    const editLast = async (projectId: string, base: ScriptAnswer, text: string) => {
      const units: ScriptUnit[] = base.units.map((unit, index) =>
        index === base.units.length - 1 ? { ...unit, text } : unit,
      );
      const saved = await as('PUT', `/api/projects/${projectId}/script`, { baseVersionId: base.versionId, units });
      expect(saved.status, JSON.stringify(saved.body)).toBe(202);
      const { jobId } = saved.body as ScriptChangeAnswer;
      expect(await waitForNarration(bff.url, owner.idToken, jobId!)).toMatchObject({ state: 'done' });
    };

    const narrated = await narratedProject('Harbour');
    await editLast(narrated._id, await script(narrated._id), 'The harbour lights went out one by one.');
    const edited = await script(narrated._id);
    expect(edited.number).toBe(2);

    const answer = await as('POST', `/api/projects/${narrated._id}/duplicate`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const copy = projectSchema.parse((answer.body as { data: unknown }).data);
    const copied = await script(copy._id);
    expect(copied).toEqual({ ...edited, versionId: expect.any(String) });
    expect(copied.versionId).not.toBe(edited.versionId);
    const history = (list: Awaited<ReturnType<typeof versions>>) => list.map(({ id: _id, ...version }) => version);
    expect(history(await versions(copy._id))).toEqual(history(await versions(narrated._id)));
    const keys = await sql<{ script_key: string }>`select script_key from script_versions
      where project_id = ${copy._id}`.execute(db);
    expect(keys.rows).toHaveLength(2);
    for (const { script_key } of keys.rows) expect(script_key).toMatch(new RegExp(`^projects/${copy._id}/`));

    // Editing the copy leaves the original's script as it was, and the copy keeps its script without the original.
    await editLast(copy._id, copied, 'Nobody in the harbour slept that night.');
    expect(await script(narrated._id)).toEqual(edited);
    expect((await as('DELETE', `/api/projects/${narrated._id}`)).status).toBe(200);
    const after = await script(copy._id);
    expect(after.number).toBe(3);
    expect(after.units.at(-1)?.text).toBe('Nobody in the harbour slept that night.');
    const restored = await as('POST', `/api/projects/${copy._id}/script-versions/${copied.versionId}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(202);
    const { jobId } = restored.body as ScriptChangeAnswer;
    expect(await waitForNarration(bff.url, owner.idToken, jobId!)).toMatchObject({ state: 'done' });
    expect((await script(copy._id)).units).toEqual(edited.units);
  }, 180_000);

  it('makes neither a row nor objects when the objects cannot be copied', async () => {
    const project = await createProject(bff.url, owner, 'Stays single');
    await uploadScript(bff.url, owner, project._id, textFile(SHORT_SCRIPT));
    const before = await projectCount();
    // A bff whose media-service is unreachable: nothing answers on port 1.
    const cut = await startTestApp({ MEDIA_SERVICE_URL: 'http://127.0.0.1:1' });
    try {
      const answer = await call(cut.url, 'POST', `/api/projects/${project._id}/duplicate`, { token: owner.idToken });
      expect(answer.status).toBe(500);
    } finally {
      await cut.stop();
    }
    expect(await projectCount()).toBe(before);
  });
});
