import { randomUUID } from 'node:crypto';
import type { Worker as NodeWorker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ObjectStorage } from './storage/object-storage.ts';
import { jobFinished } from '../testing/jobs.ts';
import { startTestApp, testConfig } from '../testing/test-app.ts';
import { scriptUpload } from '../testing/script-upload.ts';

// Every worker thread the app starts, until it exits: the real Worker, only watched.
const running = vi.hoisted(() => new Set<NodeWorker>());
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>();
  class WatchedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      running.add(this);
      this.once('exit', () => running.delete(this));
    }
  }
  return { ...original, Worker: WatchedWorker };
});

describe('media-service app stop', () => {
  const storage = new ObjectStorage(testConfig().s3);
  afterAll(async () => {
    storage.destroy();
  });

  it('stops the narration engine with the app, leaving no worker thread behind', async () => {
    const app = await startTestApp();
    const projectId = randomUUID();
    try {
      const upload = await app.request(
        `/projects/${projectId}/source`,
        scriptUpload('script.txt', 'The lamp was lit.\n'),
      );
      const { key } = (await upload.json()) as { key: string };
      const started = await app.request(`/projects/${projectId}/narrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sourceKey: key }),
      });
      const { jobId } = (await started.json()) as { jobId: string };
      expect(await jobFinished(app.request, jobId)).toMatchObject({ state: 'done' });
      expect(running.size).toBeGreaterThan(0);
    } finally {
      await expect(app.stop()).resolves.toBeUndefined();
      await storage.deletePrefix(`projects/${projectId}/`);
    }
    expect(running.size).toBe(0);
  });
});
