import { STOCK_MUSIC_PREFIX } from '@reeltalk/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { startTestApp, testConfig, waitFor, type TestApp } from '../../testing/test-app.ts';
import { STOCK_TRACKS } from './stock-library.ts';
import { stockMusicKeys } from './stock.ts';

describe('the stock music on a fresh install', () => {
  const storage = new ObjectStorage(testConfig().s3);
  let app: TestApp | undefined;

  afterAll(async () => {
    await app?.stop();
    storage.destroy();
  });

  it(
    'is made as the service starts, before anyone lists it, so the first listing answers with it',
    { timeout: 180_000 },
    async () => {
      // A fresh install: no stock track stored in this worker's bucket.
      await storage.deletePrefix(STOCK_MUSIC_PREFIX);
      app = await startTestApp({ STOCK_MUSIC_AT_START: 'true', STOCK_MUSIC_SECONDS: '2' });
      const manifests = STOCK_TRACKS.map((track) => stockMusicKeys(track.slug).manifest);
      await waitFor(
        async () => ((await Promise.all(manifests.map((key) => storage.head(key)))).every(Boolean) ? true : undefined),
        150_000,
        'the stock tracks made at start',
      );
      const listed = await app.request('/music/stock');
      expect(listed.status).toBe(200);
      const { tracks } = (await listed.json()) as { tracks: Array<{ slug: string; durationSeconds: number }> };
      expect(tracks.map((track) => [track.slug, track.durationSeconds])).toEqual(
        STOCK_TRACKS.map((track) => [track.slug, 2]),
      );
    },
  );
});
