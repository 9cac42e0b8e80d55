import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testConfig } from '../../testing/test-app.ts';
import { createMusicGenerator } from './choose-generator.ts';
import { storeMusic } from './music-job.ts';

describe('storing generated music', () => {
  const config = testConfig();
  const storage = new ObjectStorage(config.s3);
  const prefix = `music/users/test-${randomUUID()}/`;

  afterAll(async () => {
    await storage.deletePrefix(prefix);
    storage.destroy();
  });

  it(
    'reports how far its encoding has come, so the bar moves past the end of rendering',
    { timeout: 60_000 },
    async () => {
      const music = await createMusicGenerator({}).generate(
        { prompt: 'slow calm gentle piano', durationSeconds: 30, seed: 5 },
        () => {},
      );
      const fractions: number[] = [];
      const keys = { file: `${prefix}track.mp3`, preview: `${prefix}track.preview.mp3` };
      await storeMusic(music, keys, {
        storage,
        ffmpegPath: config.ffmpegPath,
        progress: (fraction) => fractions.push(fraction),
      });
      expect(fractions.length).toBeGreaterThan(0);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
      expect(fractions.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
      expect((await storage.head(keys.file))?.contentType).toBe('audio/mpeg');
    },
  );
});
