import {
  SCRIPT_EDIT_MESSAGES,
  type NarrationStatus,
  type Project,
  type ScriptAnswer,
  type ScriptChangeAnswer,
  type ScriptUnit,
  type ScriptVersionsAnswer,
} from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_MESSAGES } from '../narration/service.ts';
import { call, signUpUser, startTestApp, type TestUser } from '../../testing/harness.ts';
import { createProject, getProject, textFile, uploadScript, waitForNarration } from '../../testing/scripts.ts';

const SCRIPT = `Chapter One

The lamp was lit.

Anna opened the old book and began to read aloud.

Outside, the rain kept falling on the roofs.
`;

interface TimelineParagraph {
  text: string;
  start: number;
  end: number;
}
interface Timeline {
  chapters: Array<{ paragraphs: TimelineParagraph[] }>;
}

describe('editing the script of a narrated project', () => {
  let bff: Awaited<ReturnType<typeof startTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let projectId: string;

  const as = (user: TestUser) => ({
    get: (path: string) => call(bff.url, 'GET', path, { token: user.idToken }),
    send: (method: string, path: string, json?: unknown) =>
      call(bff.url, method, path, { token: user.idToken, ...(json !== undefined && { json }) }),
  });
  const script = async (): Promise<ScriptAnswer> => {
    const answer = await as(owner).get(`/api/projects/${projectId}/script`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as ScriptAnswer;
  };
  const versions = async () => {
    const answer = await as(owner).get(`/api/projects/${projectId}/script-versions`);
    expect(answer.status).toBe(200);
    return (answer.body as ScriptVersionsAnswer).versions;
  };
  /** Waits for the narration a change started and answers how it ended. */
  const narrated = async (answer: { status: number; body: unknown }): Promise<NarrationStatus> => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const { jobId } = answer.body as ScriptChangeAnswer;
    const status = await waitForNarration(bff.url, owner.idToken, jobId as string);
    expect(status.state, status.error ?? '').toBe('done');
    return status;
  };
  const stems = async () => (await getProject(bff.url, owner, projectId)).audio_stems as Project['audio_stems'];
  /** A stored object of the project, read through a presigned address as the player reads it. */
  const stored = async (key: string): Promise<string> => {
    const answer = await as(owner).send('POST', '/api/audio/presigned-url', { s3Key: key });
    expect(answer.status).toBe(200);
    return (await fetch((answer.body as { presignedUrl: string }).presignedUrl)).text();
  };
  const paragraphs = async (): Promise<TimelineParagraph[]> => {
    const timeline = JSON.parse(await stored((await stems()).timeline as string)) as Timeline;
    return timeline.chapters.flatMap((chapter) => chapter.paragraphs);
  };
  const edit = (units: ScriptUnit[], index: number, text: string) =>
    units.map((unit, at) => (at === index ? { ...unit, text } : unit));

  beforeAll(async () => {
    bff = await startTestApp();
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    projectId = (await createProject(bff.url, owner))._id;
    await uploadScript(bff.url, owner, projectId, textFile(SCRIPT));
    const started = await as(owner).send('POST', '/api/narrate-audio', { projectId });
    expect(started.status).toBe(202);
    const { jobId } = (started.body as { data: { jobId: string } }).data;
    expect((await waitForNarration(bff.url, owner.idToken, jobId)).state).toBe('done');
  }, 180_000);

  afterAll(async () => {
    await bff.stop();
  });

  it('answers the uploaded document as version 1 and re-narrates only the edited paragraph', async () => {
    const first = await script();
    expect(first.number).toBe(1);
    expect(first.units.map((unit) => unit.text)).toEqual([
      'Chapter One',
      'The lamp was lit.',
      'Anna opened the old book and began to read aloud.',
      'Outside, the rain kept falling on the roofs.',
    ]);
    expect(await versions()).toEqual([
      expect.objectContaining({ id: first.versionId, number: 1, kind: 'upload', current: true, wordCount: 24 }),
    ]);
    const before = await stems();

    const saved = await as(owner).send('PUT', `/api/projects/${projectId}/script`, {
      baseVersionId: first.versionId,
      units: edit(first.units, 2, 'Anna closed the heavy book and went quietly to sleep.'),
    });
    const status = await narrated(saved);
    expect(status.paragraphs).toEqual({ total: 4, synthesized: 1, reused: 3 });
    expect(saved.body).toMatchObject({ number: 2 });

    const after = await stems();
    expect(after.timeline).not.toBe(before.timeline);
    expect((await paragraphs()).map((paragraph) => paragraph.text)).toContain(
      'Anna closed the heavy book and went quietly to sleep.',
    );
    const document = (await getProject(bff.url, owner, projectId)).source_document as { transcript: string };
    const srt = await stored(document.transcript);
    expect(srt).toContain('quietly');
    expect(srt).not.toContain('opened');
    const [latest, previous] = await versions();
    expect(latest).toMatchObject({ number: 2, kind: 'edit', current: true, wordCount: 24 });
    expect(previous).toMatchObject({ number: 1, current: false });

    // Undo: the version before comes back as a new version, and nothing needs reading again.
    const restored = await as(owner).send(
      'POST',
      `/api/projects/${projectId}/script-versions/${first.versionId}/restore`,
    );
    expect((await narrated(restored)).paragraphs).toEqual({ total: 4, synthesized: 0, reused: 4 });
    expect(await stems()).toMatchObject({ timeline: before.timeline, vocal: before.vocal });
    expect((await versions())[0]).toMatchObject({ number: 3, kind: 'restore', restoredFrom: 1, current: true });
    expect((await script()).units).toEqual(first.units);
  });

  it('reads one paragraph again as another take, which sounds different', async () => {
    const current = await script();
    const before = await paragraphs();
    const retaken = await as(owner).send('POST', `/api/projects/${projectId}/script/regenerate`, {
      baseVersionId: current.versionId,
      unitIndex: 3,
    });
    expect((await narrated(retaken)).paragraphs).toEqual({ total: 4, synthesized: 1, reused: 3 });
    const now = await script();
    expect(now.units.map((unit) => unit.take)).toEqual([0, 0, 0, 1]);
    expect((await versions())[0]).toMatchObject({ kind: 'take', current: true });
    const length = (paragraph: TimelineParagraph | undefined) => (paragraph ? paragraph.end - paragraph.start : 0);
    const after = await paragraphs();
    expect(length(after[2])).toBeCloseTo(length(before[2]), 6);
    expect(length(after[3])).not.toBeCloseTo(length(before[3]), 2);
  });

  it('refuses a change made from an older version, a malformed script, and an unknown paragraph', async () => {
    const [, older] = await versions();
    const current = await script();
    const stale = await as(owner).send('PUT', `/api/projects/${projectId}/script`, {
      baseVersionId: older?.id,
      units: edit(current.units, 1, 'The lamp went out.'),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: SCRIPT_EDIT_MESSAGES.stale });

    const malformed = await as(owner).send('PUT', `/api/projects/${projectId}/script`, {
      baseVersionId: current.versionId,
      units: current.units.map((unit) => ({ ...unit, chapter: 1 })),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: SCRIPT_EDIT_MESSAGES.chapterOrder });

    const nowhere = await as(owner).send('POST', `/api/projects/${projectId}/script/regenerate`, {
      baseVersionId: current.versionId,
      unitIndex: current.units.length,
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body).toMatchObject({ message: SCRIPT_EDIT_MESSAGES.noUnit });

    const unchanged = await as(owner).send('PUT', `/api/projects/${projectId}/script`, {
      baseVersionId: current.versionId,
      units: current.units,
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual({ versionId: current.versionId, number: current.number });
    expect((await script()).versionId).toBe(current.versionId);
  });

  it("answers another user's project as missing and changes nothing", async () => {
    const current = await script();
    const count = (await versions()).length;
    const theirs = as(stranger);
    const answers = [
      await theirs.get(`/api/projects/${projectId}/script`),
      await theirs.get(`/api/projects/${projectId}/script-versions`),
      await theirs.send('PUT', `/api/projects/${projectId}/script`, {
        baseVersionId: current.versionId,
        units: edit(current.units, 1, 'Taken over.'),
      }),
      await theirs.send('POST', `/api/projects/${projectId}/script-versions/${current.versionId}/restore`),
      await theirs.send('POST', `/api/projects/${projectId}/script/regenerate`, {
        baseVersionId: current.versionId,
        unitIndex: 1,
      }),
    ];
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    // Nor can a version of another project be restored into one's own.
    const own = (await createProject(bff.url, stranger))._id;
    await uploadScript(bff.url, stranger, own, textFile('Mine alone.'));
    const foreign = await theirs.send('POST', `/api/projects/${own}/script-versions/${current.versionId}/restore`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: SCRIPT_EDIT_MESSAGES.versionNotFound });
    expect((await versions()).length).toBe(count);
  });

  it('has no script to edit before an upload, and starts again at version 1 after a new one', async () => {
    const empty = (await createProject(bff.url, owner))._id;
    const none = await as(owner).get(`/api/projects/${empty}/script`);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ message: NARRATION_MESSAGES.noScript });

    await uploadScript(bff.url, owner, projectId, textFile('A new beginning.\n\nAnd a new end.'));
    expect(await versions()).toEqual([expect.objectContaining({ number: 1, kind: 'upload', current: true })]);
    expect((await script()).units.map((unit) => unit.text)).toEqual(['A new beginning.', 'And a new end.']);
  });
});
