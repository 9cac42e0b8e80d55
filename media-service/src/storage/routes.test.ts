import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extractedUnitsKey } from '../script/extracted-units.ts';
import { appWithStorage } from '../../testing/test-app.ts';

describe('storage routes', () => {
  const started = appWithStorage();

  const post = (path: string, body: unknown) =>
    started.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('signs a URL per key, each good for a GET', async () => {
    const projectId = randomUUID();
    const keys = [`projects/${projectId}/a.txt`, `projects/${projectId}/narration/b.json`];
    await started.storage.put(keys[0]!, 'alpha', 'text/plain');
    await started.storage.put(keys[1]!, '{"b":1}', 'application/json');

    const response = await post('/presign', { keys: [...keys, keys[0]] });
    expect(response.status).toBe(200);
    const { urls } = (await response.json()) as { urls: Record<string, string> };
    expect(Object.keys(urls).sort()).toEqual([...keys].sort());
    expect(await (await fetch(urls[keys[0]!]!)).text()).toBe('alpha');
    expect(await (await fetch(urls[keys[1]!]!)).json()).toEqual({ b: 1 });
  });

  it('signs a key named in downloadNames as a download under that name, the others as they are', async () => {
    const projectId = randomUUID();
    const [mix, other] = [`projects/${projectId}/mix/a.mp3`, `projects/${projectId}/b.txt`];
    await started.storage.put(mix!, 'mp3', 'audio/mpeg');
    await started.storage.put(other!, 'b', 'text/plain');
    const response = await post('/presign', { keys: [mix, other], downloadNames: { [mix!]: 'Café.mp3' } });
    const { urls } = (await response.json()) as { urls: Record<string, string> };
    const download = await fetch(urls[mix!]!);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Caf_.mp3"; filename*=UTF-8''Caf%C3%A9.mp3`,
    );
    expect(await download.text()).toBe('mp3');
    expect((await fetch(urls[other!]!)).headers.get('content-disposition')).toBeNull();
  });

  it('signs only keys of the shape this service makes', async () => {
    for (const keys of [[], ['other/place.txt'], ['projects/p/../q/a.txt'], ['projects/p//a.txt'], ['projects/p']]) {
      const response = await post('/presign', { keys });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('bad_request');
    }
  });

  it('deletes the objects named, in batches, whether or not they are there, and nothing else', async () => {
    const projectId = randomUUID();
    const [first, late, kept] = ['first.txt', 'late.txt', 'kept.txt'].map((name) => `projects/${projectId}/${name}`);
    for (const key of [first!, late!, kept!]) await started.storage.put(key, 'x', 'text/plain');
    // S3 deletes at most 1000 objects a request: `late` is in the second batch.
    const missing = Array.from({ length: 1200 }, (_, i) => `projects/${projectId}/missing/${i}.txt`);
    const response = await post('/objects/delete', { projectId, keys: [first, ...missing, late] });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await started.storage.head(first!)).toBeUndefined();
    expect(await started.storage.head(late!)).toBeUndefined();
    expect(await started.storage.head(kept!)).toBeDefined();
    await started.storage.deletePrefix(`projects/${projectId}/`);
  });

  it('deletes a script with the units kept of it', async () => {
    const projectId = randomUUID();
    const script = `projects/${projectId}/source/${randomUUID()}.docx`;
    const other = `projects/${projectId}/source/${randomUUID()}.docx`;
    for (const key of [script, extractedUnitsKey(script), other, extractedUnitsKey(other)]) {
      await started.storage.put(key, 'x', 'application/octet-stream');
    }
    expect((await post('/objects/delete', { projectId, keys: [script] })).status).toBe(204);
    expect(await started.storage.head(script)).toBeUndefined();
    expect(await started.storage.head(extractedUnitsKey(script))).toBeUndefined();
    expect(await started.storage.head(other)).toBeDefined();
    expect(await started.storage.head(extractedUnitsKey(other))).toBeDefined();
    await started.storage.deletePrefix(`projects/${projectId}/`);
  });

  it('deletes nothing when any key is not one of a project', async () => {
    const projectId = randomUUID();
    const key = `projects/${projectId}/source/s.txt`;
    await started.storage.put(key, 'x', 'text/plain');
    for (const keys of [[], [key, 'other/place.txt'], [key, `projects/${projectId}/../x.txt`], [key, 'projects/p']]) {
      const response = await post('/objects/delete', { projectId, keys });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('bad_request');
    }
    expect(await started.storage.head(key)).toBeDefined();
    const unauthorised = await fetch(`${started.app.url}/objects/delete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId, keys: [key] }),
    });
    expect(unauthorised.status).toBe(401);
    expect(await started.storage.head(key)).toBeDefined();
    await started.storage.deletePrefix(`projects/${projectId}/`);
  });

  it("deletes nothing when any key is not under the project named, another project's least of all", async () => {
    const [mine, theirs] = [randomUUID(), randomUUID()];
    const [own, other] = [`projects/${mine}/source/a.txt`, `projects/${theirs}/source/b.txt`];
    await started.storage.put(own, 'x', 'text/plain');
    await started.storage.put(other, 'y', 'text/plain');
    for (const body of [
      { projectId: mine, keys: [own, other] },
      { projectId: mine, keys: [other] },
      { keys: [other] },
    ]) {
      const response = await post('/objects/delete', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('bad_request');
    }
    expect(await started.storage.head(own)).toBeDefined();
    expect(await started.storage.head(other)).toBeDefined();
    await started.storage.deletePrefix(`projects/${mine}/`);
    await started.storage.deletePrefix(`projects/${theirs}/`);
  });

  it('deletes everything a project stored, and nothing of other projects', async () => {
    const gone = randomUUID();
    const kept = randomUUID();
    await started.storage.put(`projects/${gone}/source/s.txt`, 'x', 'text/plain');
    await started.storage.put(`projects/${gone}/narration/p/1.json`, '{}', 'application/json');
    await started.storage.put(`projects/${kept}/source/s.txt`, 'y', 'text/plain');

    const response = await started.app.request(`/projects/${gone}`, { method: 'DELETE' });
    expect(await response.json()).toEqual({ deleted: 2 });
    expect(await started.storage.head(`projects/${gone}/source/s.txt`)).toBeUndefined();
    expect(await started.storage.head(`projects/${kept}/source/s.txt`)).toBeDefined();
    await started.storage.deletePrefix(`projects/${kept}/`);
  });
});
