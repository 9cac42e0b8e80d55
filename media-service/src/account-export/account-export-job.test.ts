import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testConfig } from '../../testing/test-app.ts';
import { avatarPrefix, exportPrefix } from '../user-data/keys.ts';
import { accountExportJob } from './account-export-job.ts';

describe('account export job', () => {
  const storage = new ObjectStorage(testConfig().s3);
  const projectId = randomUUID();
  afterAll(() => storage.deletePrefix(`projects/${projectId}/`));

  /** Runs the job as a worker would, with `store` as its storage. */
  const run = (store: ObjectStorage, userId: string, files: Array<{ key: string; path: string }>) =>
    accountExportJob({ storage: store, timeLimitMinutes: 60 }).run({
      jobId: randomUUID(),
      projectId: userId,
      input: { manifest: { profile: { email: 'reader@example.com' } }, files },
      signal: new AbortController().signal,
      progress: async () => {},
      publish: async () => {},
    });

  it('zips the objects it is given', async () => {
    const userId = randomUUID();
    const key = `projects/${projectId}/scripts/tale.txt`;
    await storage.put(key, Buffer.from('Once upon a time.'), 'text/plain');
    const result = await run(storage, userId, [{ key, path: 'projects/Tale/script.txt' }]);
    expect(result.files).toBe(1);
    expect(result.key.startsWith(exportPrefix(userId))).toBe(true);
    expect((await storage.head(result.key))?.size).toBe(result.bytes);
    await storage.delete(result.key);
  });

  it("holds the user's own avatar and custom voice samples, and refuses another user's avatar", async () => {
    const userId = randomUUID();
    const avatar = `${avatarPrefix(userId)}${randomUUID()}.png`;
    const sample = `voices/samples/${randomUUID()}.wav`;
    await storage.put(avatar, Buffer.from('picture'), 'image/png');
    await storage.put(sample, Buffer.from('voice'), 'audio/wav');
    try {
      const result = await run(storage, userId, [
        { key: avatar, path: 'profile/avatar.png' },
        { key: sample, path: 'voices/Me (12345678).wav' },
      ]);
      expect(result.files).toBe(2);
      await storage.delete(result.key);
      await expect(run(storage, randomUUID(), [{ key: avatar, path: 'profile/avatar.png' }])).rejects.toThrow(
        'An export holds only its own user’s avatar.',
      );
    } finally {
      await storage.delete(avatar);
      await storage.delete(sample);
    }
  });

  it('fails the archive, without an unheard stream error, when an object goes between listing and reading', async () => {
    const key = `projects/${projectId}/scripts/gone.txt`;
    await storage.put(key, Buffer.from('Soon deleted.'), 'text/plain');
    // The user's data being deleted while the export runs: each object is gone right after it was listed.
    const deleting = Object.create(storage) as ObjectStorage;
    deleting.head = async (wanted) => {
      const found = await storage.head(wanted);
      await storage.delete(wanted);
      return found;
    };
    const userId = randomUUID();
    await expect(run(deleting, userId, [{ key, path: 'projects/Gone/script.txt' }])).rejects.toThrow();
    const left: string[] = [];
    for await (const stored of storage.list(exportPrefix(userId))) left.push(stored);
    expect(left, 'no half-written archive is kept').toEqual([]);
  });
});
