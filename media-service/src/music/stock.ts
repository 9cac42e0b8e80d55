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
 * The stock soundtracks, composed by the music generator the first time they are needed (never committed audio) and
 * kept in object storage with a manifest of what each was made from. A Postgres advisory lock makes them once across
 * every process; within a process, concurrent callers share one run, and the answer is kept once everything is
 * stored.
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

  const makeMissing = async (): Promise<StockTrack[]> => {
    const missing = async () => (await Promise.all(tracks.map(async (t) => ((await isStored(t)) ? [] : [t])))).flat();
    if ((await missing()).length > 0) {
      await db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${STOCK_LOCK})`.execute(connection);
        try {
          // Another process may have made them while this one waited for the lock.
          for (const track of await missing()) await make(track);
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

  return {
    /** Every stock track with its keys, making any missing one first. */
    list(): Promise<StockTrack[]> {
      ready ??= makeMissing().catch((error: unknown) => {
        // A failed run (storage down, say) is tried again by the next caller.
        ready = undefined;
        throw error;
      });
      return ready;
    },

    /** Stops making tracks (the process is shutting down); what is half made is made again by the next process. */
    stop(): void {
      stopping.abort(new Error('the media-service is stopping'));
    },
  };
}

export type StockLibrary = ReturnType<typeof createStockLibrary>;
