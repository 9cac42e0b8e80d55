import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithStorage } from '../../testing/test-app.ts';

describe('POST /projects/:id/copy', () => {
  const started = appWithStorage();

  const copy = (from: string, body: unknown) =>
    started.app.request(`/projects/${from}/copy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const keysUnder = async (projectId: string) => {
    const keys: string[] = [];
    for await (const key of started.storage.list(`projects/${projectId}/`)) keys.push(key);
    return keys.sort();
  };

  it("copies every object to the other project's folder, keys inside JSON objects moved, and answers the key map", async () => {
    const [from, to] = [randomUUID(), randomUUID()];
    const record = { vocalKey: `projects/${from}/narration/j/vocal.mp3`, duration: 2.5 };
    await started.storage.put(`projects/${from}/narration/j/vocal.mp3`, 'mp3 bytes', 'audio/mpeg');
    await started.storage.put(
      `projects/${from}/narration/assembled/abc.json`,
      JSON.stringify(record),
      'application/json',
    );
    await started.storage.put(`projects/${from}/source/script.txt`, 'Once upon a time', 'text/plain');

    const response = await copy(from, { toProjectId: to });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      keys: {
        [`projects/${from}/narration/assembled/abc.json`]: `projects/${to}/narration/assembled/abc.json`,
        [`projects/${from}/narration/j/vocal.mp3`]: `projects/${to}/narration/j/vocal.mp3`,
        [`projects/${from}/source/script.txt`]: `projects/${to}/source/script.txt`,
      },
    });
    expect(await keysUnder(to)).toHaveLength(3);
    expect((await started.storage.getBuffer(`projects/${to}/source/script.txt`)).toString()).toBe('Once upon a time');
    expect((await started.storage.head(`projects/${to}/narration/j/vocal.mp3`))?.contentType).toBe('audio/mpeg');
    expect(
      JSON.parse((await started.storage.getBuffer(`projects/${to}/narration/assembled/abc.json`)).toString()),
    ).toEqual({
      vocalKey: `projects/${to}/narration/j/vocal.mp3`,
      duration: 2.5,
    });
    // The original is untouched, and deleting it leaves the copy whole.
    expect(
      JSON.parse((await started.storage.getBuffer(`projects/${from}/narration/assembled/abc.json`)).toString()),
    ).toEqual(record);
    await started.storage.deletePrefix(`projects/${from}/`);
    expect(await keysUnder(to)).toHaveLength(3);
  });

  it('refuses to copy onto a folder that already holds objects, or onto itself, and changes nothing', async () => {
    const [from, to] = [randomUUID(), randomUUID()];
    await started.storage.put(`projects/${from}/source/a.txt`, 'a', 'text/plain');
    await started.storage.put(`projects/${to}/source/b.txt`, 'b', 'text/plain');
    const taken = await copy(from, { toProjectId: to });
    expect(taken.status).toBe(409);
    expect(await keysUnder(to)).toEqual([`projects/${to}/source/b.txt`]);
    for (const body of [{ toProjectId: from }, { toProjectId: '../x' }, {}]) {
      const refused = await copy(from, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await keysUnder(from)).toEqual([`projects/${from}/source/a.txt`]);
  });
});
