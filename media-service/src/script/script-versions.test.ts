import { randomUUID } from 'node:crypto';
import { SCRIPT_EDIT_MESSAGES, type NarrationResult, type ScriptUnit } from '@reeltalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '../narration/timeline.ts';
import { timelineWords } from '../narration/timeline.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { jobFinished } from '../../testing/jobs.ts';
import { scriptUpload } from '../../testing/script-upload.ts';
import { startTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';

const SCRIPT = `Chapter 1

It is a truth universally acknowledged.

However little known the feelings of such a man may be.

Chapter 2

Mr. Bennet was among the earliest of those who waited on Mr. Bingley.
`;

describe('script versions', () => {
  let app: TestApp;
  let storage: ObjectStorage;
  beforeAll(async () => {
    app = await startTestApp();
    storage = new ObjectStorage(testConfig().s3);
  });
  afterAll(async () => {
    storage?.destroy();
    await app?.stop();
  });

  const json = (method: string, body?: object): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  const upload = async (projectId: string) => {
    const response = await app.request(`/projects/${projectId}/source`, scriptUpload('script.txt', SCRIPT));
    return ((await response.json()) as { key: string }).key;
  };
  const unitsOf = (projectId: string, key: string) =>
    app.request(`/projects/${projectId}/script-units?key=${encodeURIComponent(key)}`);
  const storeVersion = (projectId: string, units: object[]) =>
    app.request(`/projects/${projectId}/script-versions`, json('POST', { units }));
  const versionKey = async (projectId: string, units: ScriptUnit[]) => {
    const response = await storeVersion(projectId, units);
    expect(response.status).toBe(201);
    return ((await response.json()) as { scriptKey: string }).scriptKey;
  };
  const narrate = async (projectId: string, sourceKey: string): Promise<NarrationResult> => {
    const response = await app.request(`/projects/${projectId}/narrations`, json('POST', { sourceKey }));
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    const job = await jobFinished(app.request, jobId);
    expect(job.state).toBe('done');
    return job.result as NarrationResult;
  };

  it("answers a document's units as first takes, and stores a version once under its content's key", async () => {
    const projectId = randomUUID();
    const documentKey = await upload(projectId);
    const answer = await unitsOf(projectId, documentKey);
    expect(answer.status).toBe(200);
    const { units } = (await answer.json()) as { units: ScriptUnit[] };
    expect(units).toEqual([
      { chapter: 0, heading: true, text: 'Chapter 1', take: 0 },
      { chapter: 0, heading: false, text: 'It is a truth universally acknowledged.', take: 0 },
      { chapter: 0, heading: false, text: 'However little known the feelings of such a man may be.', take: 0 },
      { chapter: 1, heading: true, text: 'Chapter 2', take: 0 },
      { chapter: 1, heading: false, text: expect.stringMatching(/^Mr\. Bennet/), take: 0 },
    ]);

    const edited = units.map((unit, index) => (index === 2 ? { ...unit, text: 'Little was known of him.' } : unit));
    const key = await versionKey(projectId, edited);
    expect(key).toMatch(new RegExp(`^projects/${projectId}/scripts/versions/[0-9a-f]{64}\\.json$`));
    expect(await versionKey(projectId, edited)).toBe(key);
    expect(await (await unitsOf(projectId, key)).json()).toEqual({ units: edited });
  });

  it('refuses a malformed script with its reason, and keys that are not scripts of the project', async () => {
    const projectId = randomUUID();
    const wrong = await storeVersion(projectId, [{ chapter: 1, heading: false, text: 'Late.' }]);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain(SCRIPT_EDIT_MESSAGES.chapterOrder);

    const otherKey = await versionKey(randomUUID(), [{ chapter: 0, heading: false, text: 'Theirs.', take: 0 }]);
    expect((await unitsOf(projectId, otherKey)).status).toBe(400);
    expect((await unitsOf(projectId, `projects/${projectId}/narration/peaks.json`)).status).toBe(400);
    expect((await unitsOf(projectId, `projects/${projectId}/scripts/versions/${'0'.repeat(64)}.json`)).status).toBe(
      404,
    );
    const narration = await app.request(`/projects/${projectId}/narrations`, json('POST', { sourceKey: otherKey }));
    expect(narration.status).toBe(400);
  });

  it('narrates a version reading again only the changed paragraph, and a new take of one as another reading', async () => {
    const projectId = randomUUID();
    const documentKey = await upload(projectId);
    const first = await narrate(projectId, documentKey);
    expect(first.paragraphs).toEqual({ total: 5, synthesized: 5, reused: 0 });
    const { units } = (await (await unitsOf(projectId, documentKey)).json()) as { units: ScriptUnit[] };

    // The document's units as a version, takes spelt out: every paragraph keeps its key, nothing is read again.
    expect((await narrate(projectId, await versionKey(projectId, units))).paragraphs).toEqual({
      total: 5,
      synthesized: 0,
      reused: 5,
    });

    const edited = units.map((unit, index) => (index === 2 ? { ...unit, text: 'Little was known of him.' } : unit));
    const after = await narrate(projectId, await versionKey(projectId, edited));
    expect(after.paragraphs).toEqual({ total: 5, synthesized: 1, reused: 4 });
    const timeline = JSON.parse((await storage.getBuffer(after.timelineKey)).toString()) as Timeline;
    const words = timelineWords(timeline).map((word) => word.text);
    expect(words).toContain('Little');
    expect(words).not.toContain('However');

    const retaken = edited.map((unit, index) => (index === 1 ? { ...unit, take: 1 } : unit));
    const take = await narrate(projectId, await versionKey(projectId, retaken));
    expect(take.paragraphs).toEqual({ total: 5, synthesized: 1, reused: 4 });
    expect(take.duration).not.toBe(after.duration);
  });
});
