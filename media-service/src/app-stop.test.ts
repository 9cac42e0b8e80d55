import { createHook } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from './storage/object-storage.ts';
import { jobFinished } from '../testing/jobs.ts';
import { startTestApp, testConfig } from '../testing/test-app.ts';
import { scriptUpload } from '../testing/script-upload.ts';

// Every worker thread started from here on, until it is gone: Node reports each as an async resource of type WORKER.
const running = new Set<number>();
const workerThreads = createHook({
  init(id, type) {
    if (type === 'WORKER') running.add(id);
  },
  destroy(id) {
    running.delete(id);
  },
});

describe('media-service app stop', () => {
  const storage = new ObjectStorage(testConfig().s3);
  workerThreads.enable();
  afterAll(async () => {
    workerThreads.disable();
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
    // A worker's resource is destroyed just after its exit is reported.
    await expect.poll(() => running.size).toBe(0);
  });
});
