import { setTimeout as delay } from 'node:timers/promises';
import { STOCK_MUSIC_PREFIX, type StockTrack } from '@reeltalk/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { MusicGenerator } from './generator.ts';
import { storeMusic, type MusicKeys } from './music-job.ts';

/** A stock soundtrack as the library defines it: what to compose, and how to show it. */
export interface StockTrackDefinition {
  slug: string;
  title: string;
  short_description: string;
  prompt: string;
  seed: number;
  durationSeconds: number;
}

/** What a stored stock track was made from: a definition changed since is made again. */
type StockManifest = Pick<StockTrackDefinition, 'prompt' | 'seed' | 'durationSeconds'>;

// One process at a time makes the stock tracks: the others wait, then find them stored.
const STOCK_LOCK = sql`hashtext('reeltalk music stock')`;

export const stockMusicKeys = (slug: string): MusicKeys & { manifest: string } => ({
  file: `${STOCK_MUSIC_PREFIX}${slug}.mp3`,
  preview: `${STOCK_MUSIC_PREFIX}${slug}.preview.mp3`,
  manifest: `${STOCK_MUSIC_PREFIX}${slug}.json`,
});

/**
 * The stock soundtracks, composed by the music generator (never committed audio) as the service starts, in the
 * background whenever no job runs, or at once when they are listed first; kept in object storage with a manifest of
 * what each was made from. A Postgres advisory lock makes each once across every process; within a process, callers
 * share one run, and the answer is kept once everything is stored.
 */
export function createStockLibrary(deps: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  generator: MusicGenerator;
  ffmpegPath: string;
  tracks: readonly StockTrackDefinition[];
}) {
  const { db, storage, tracks } = deps;
  const stopping = new AbortController();
  let ready: Promise<StockTrack[]> | undefined;

  const isStored = async (track: StockTrackDefinition): Promise<boolean> => {
    const keys = stockMusicKeys(track.slug);
    if (!(await storage.head(keys.manifest))) return false;
    const manifest = JSON.parse((await storage.getBuffer(keys.manifest)).toString()) as Partial<StockManifest>;
    return (
      manifest.prompt === track.prompt &&
      manifest.seed === track.seed &&
      manifest.durationSeconds === track.durationSeconds
    );
  };

  const make = async (track: StockTrackDefinition): Promise<void> => {
    const keys = stockMusicKeys(track.slug);
    const { prompt, seed, durationSeconds } = track;
    const { signal } = stopping;
    const music = await deps.generator.generate({ prompt, seed, durationSeconds }, () => {}, signal);
    await storeMusic(music, keys, { storage, ffmpegPath: deps.ffmpegPath, signal });
    // Written last: a track counts as stored only once both of its files are.
    const manifest: StockManifest = { prompt, seed, durationSeconds };
    await storage.put(keys.manifest, JSON.stringify(manifest), 'application/json');
  };

  /** Aborted once someone waits for the tracks: from then on they are made at once, never held back for jobs. */
  const wanted = new AbortController();

  /**
   * Makes each missing track in turn, each once across processes (another process may have made it while this one
   * waited for the lock); `beforeEach` holds each back while other work goes first.
   */
  const makeMissing = async (beforeEach: () => Promise<void>): Promise<StockTrack[]> => {
    const stored = await Promise.all(tracks.map(isStored));
    for (const track of tracks.filter((_, index) => !stored[index])) {
      await beforeEach();
      await db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${STOCK_LOCK})`.execute(connection);
        try {
          if (!(await isStored(track))) await make(track);
        } finally {
          await sql`select pg_advisory_unlock(${STOCK_LOCK})`.execute(connection);
        }
      });
    }
    return tracks.map((track) => ({
      slug: track.slug,
      title: track.title,
      short_description: track.short_description,
      durationSeconds: track.durationSeconds,
      file: stockMusicKeys(track.slug).file,
      preview: stockMusicKeys(track.slug).preview,
    }));
  };

  const run = (beforeEach: () => Promise<void>): Promise<StockTrack[]> => {
    ready ??= makeMissing(beforeEach).catch((error: unknown) => {
      // A failed run (storage down, say) is tried again by the next caller.
      ready = undefined;
      throw error;
    });
    return ready;
  };

  return {
    /** Every stock track with its keys, making any missing one first, at once. */
    list(): Promise<StockTrack[]> {
      wanted.abort();
      return run(async () => {});
    },

    /**
     * Makes the missing tracks in the background at low priority: each waits until `isIdle()` says no job runs (checked
     * every `pollMs`), unless someone lists them meanwhile. Resolves when they are stored.
     */
    prepare({ isIdle, pollMs }: { isIdle: () => boolean; pollMs: number }): Promise<StockTrack[]> {
      const hurry = AbortSignal.any([wanted.signal, stopping.signal]);
      return run(async () => {
        while (!hurry.aborted && !isIdle()) await delay(pollMs, undefined, { signal: hurry }).catch(() => {});
      });
    },

    /** Stops making tracks (the process is shutting down); what is half made is made again by the next process. */
    stop(): void {
      stopping.abort(new Error('the media-service is stopping'));
    },
  };
}

export type StockLibrary = ReturnType<typeof createStockLibrary>;
