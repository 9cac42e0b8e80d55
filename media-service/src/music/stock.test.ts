import { randomUUID } from 'node:crypto';
import type { StockTrack } from '@reeltalk/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { testConfig } from '../../testing/test-app.ts';
import { createMusicGenerator } from './choose-generator.ts';
import type { MusicGenerator, MusicRequest } from './generator.ts';
import { createStockLibrary, stockMusicKeys, type StockTrackDefinition } from './stock.ts';

/** The real generator, telling `note` of each track it starts. */
const noting = (note: (request: MusicRequest) => void): MusicGenerator => {
  const generator = createMusicGenerator({});
  return {
    generate: (request, progress, signal) => {
      note(request);
      return generator.generate(request, progress, signal);
    },
  };
};

describe('the stock library', () => {
  const config = testConfig();
  const storage = new ObjectStorage(config.s3);
  // Two processes' worth of database sessions: the advisory lock is per session.
  const databases = [createDatabase(config.databaseUrl), createDatabase(config.databaseUrl)];
  const run = randomUUID().slice(0, 8);
  const tracks: StockTrackDefinition[] = [
    {
      slug: `test-${run}-calm`,
      title: 'Still Water',
      short_description: 'Soft ambient pads',
      prompt: 'calm ambient pads',
      seed: 1,
      durationSeconds: 4,
    },
    {
      slug: `test-${run}-playful`,
      title: 'Hopscotch',
      short_description: 'Bouncy pizzicato',
      prompt: 'playful bouncy pizzicato',
      seed: 2,
      durationSeconds: 4,
    },
  ];

  afterAll(async () => {
    for (const track of tracks) {
      const keys = stockMusicKeys(track.slug);
      await storage.deleteMany([keys.file, keys.preview, keys.manifest]);
    }
    storage.destroy();
    await Promise.all(databases.map((db) => db.destroy()));
  });

  /** The real generator, counting the tracks it is asked to make. */
  const counted = () => {
    const made: string[] = [];
    return { made, generator: noting((request) => made.push(request.prompt)) };
  };
  const library = (generator: MusicGenerator, db = databases[0]!, definitions = tracks) =>
    createStockLibrary({ db, storage, generator, ffmpegPath: config.ffmpegPath, tracks: definitions });

  it('makes each track once when two processes ask at the same time, and stores it', { timeout: 120_000 }, async () => {
    const { made, generator } = counted();
    const [first, second] = (await Promise.all(databases.map((db) => library(generator, db).list()))) as [
      StockTrack[],
      StockTrack[],
    ];
    expect(made.sort()).toEqual(['calm ambient pads', 'playful bouncy pizzicato']);
    expect(second).toEqual(first);
    expect(first).toEqual(
      tracks.map((track) => ({
        slug: track.slug,
        title: track.title,
        short_description: track.short_description,
        durationSeconds: 4,
        file: `music/stock/${track.slug}.mp3`,
        preview: `music/stock/${track.slug}.preview.mp3`,
      })),
    );
    for (const track of first) {
      expect((await storage.head(track.file))?.size).toBeGreaterThan(10_000);
      expect((await storage.head(track.preview))?.contentType).toBe('audio/mpeg');
    }
  });

  it(
    'finds them stored the next time, and makes again only a track whose definition changed',
    { timeout: 120_000 },
    async () => {
      const { made, generator } = counted();
      await library(generator).list();
      expect(made).toEqual([]);
      const changed = tracks.map((track, index) => (index === 1 ? { ...track, seed: 3 } : track));
      await library(generator, databases[0], changed).list();
      expect(made).toEqual(['playful bouncy pizzicato']);
    },
  );

  it('answers concurrent callers of one process with one run', { timeout: 60_000 }, async () => {
    const { made, generator } = counted();
    const stock = library(generator);
    const [first, second] = await Promise.all([stock.list(), stock.list()]);
    expect(second).toBe(first);
    expect(made).toEqual(['playful bouncy pizzicato']);
  });
});

describe('the stock library made at start', () => {
  const config = testConfig();
  const storage = new ObjectStorage(config.s3);
  const db = createDatabase(config.databaseUrl);
  const run = randomUUID().slice(0, 8);
  const track = (name: string, seed: number): StockTrackDefinition => ({
    slug: `test-${run}-${name}`,
    title: name,
    short_description: 'A short test track',
    prompt: 'slow calm gentle piano',
    seed,
    durationSeconds: 2,
  });

  afterAll(async () => {
    for (const name of ['idle', 'wanted']) {
      const keys = stockMusicKeys(`test-${run}-${name}`);
      await storage.deleteMany([keys.file, keys.preview, keys.manifest]);
    }
    storage.destroy();
    await db.destroy();
  });

  /** A library of the one track, its generator noting in `events` each track it starts. */
  const libraryOf = (events: string[], definition: StockTrackDefinition) =>
    createStockLibrary({
      db,
      storage,
      generator: noting((request) => events.push(`make ${request.seed}`)),
      ffmpegPath: config.ffmpegPath,
      tracks: [definition],
    });

  it('makes the tracks in the background only once no job runs', { timeout: 60_000 }, async () => {
    const events: string[] = [];
    const stock = libraryOf(events, track('idle', 11));
    let busyChecks = 3;
    const isIdle = () => {
      const idle = busyChecks-- <= 0;
      events.push(idle ? 'idle' : 'busy');
      return idle;
    };
    const [made] = await stock.prepare({ isIdle, pollMs: 10 });
    expect(events).toEqual(['busy', 'busy', 'busy', 'idle', 'make 11']);
    expect((await storage.head(made!.file))?.contentType).toBe('audio/mpeg');
  });

  it('makes them at once when someone lists them while jobs run', { timeout: 60_000 }, async () => {
    const events: string[] = [];
    const stock = libraryOf(events, track('wanted', 12));
    let asked!: () => void;
    const waiting = new Promise<void>((resolve) => (asked = resolve));
    const isIdle = () => {
      asked();
      return false;
    };
    // Jobs run and are checked again only in ten minutes: the listing itself must end the wait.
    const preparing = stock.prepare({ isIdle, pollMs: 600_000 });
    await waiting;
    const listed = await stock.list();
    expect(await preparing).toBe(listed);
    expect(events).toEqual(['make 12']);
    expect((await storage.head(listed[0]!.preview))?.contentType).toBe('audio/mpeg');
  });
});
