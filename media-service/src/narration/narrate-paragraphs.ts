import { pronunciationsIn, type NarrationResult } from '@reeltalk/contracts';
import type { NarrationEngine } from './engine/index.ts';
import type { ParagraphAudio } from './paragraph-audio.ts';
import { ParagraphCache, paragraphHash, type Reading } from './paragraph-cache.ts';
import type { NarrationUnit } from './units.ts';

export interface NarratedUnit {
  unit: NarrationUnit;
  hash: string;
  audio: ParagraphAudio;
}

/** Stored paragraphs read ahead of the one awaited: enough to hide storage's latency. */
const READ_AHEAD = 32;

/** Paragraphs read out by the engine in this run, and those found already narrated (earlier run or script). */
type ParagraphCounts = NarrationResult['paragraphs'];

/**
 * Makes sure every unit is narrated and stored, reusing what the cache holds, a few paragraphs at a time;
 * `onDone(n, narrated)` is called as the first n units (in reading order) are ready, with them.
 */
export async function narrateParagraphs(options: {
  units: NarrationUnit[];
  reading: Reading;
  engine: NarrationEngine;
  cache: ParagraphCache;
  /** Records of stored paragraphs already at hand (an earlier narration's), by hash: not read again. */
  known?: ReadonlyMap<string, ParagraphAudio>;
  signal: AbortSignal;
  onDone: (count: number, narrated: NarratedUnit[]) => Promise<void>;
}): Promise<{ narrated: NarratedUnit[]; counts: ParagraphCounts }> {
  const { units, reading, engine, cache, known = new Map<string, ParagraphAudio>(), signal } = options;
  const hashes = units.map((unit) => paragraphHash(engine, reading, unit.text, unit.take));
  const stored = await cache.stored(hashes.filter((hash) => !known.has(hash)));
  const counts: ParagraphCounts = { total: units.length, synthesized: 0, reused: 0 };
  // One promise per distinct paragraph: a paragraph repeated in the script is narrated once.
  const paragraphs = new Map<string, Promise<ParagraphAudio>>();
  const narrate = (hash: string, { text, take = 0 }: NarrationUnit): Promise<ParagraphAudio> => {
    let audio = paragraphs.get(hash);
    if (audio) {
      counts.reused++;
      return audio;
    }
    const record = known.get(hash);
    if (record) {
      counts.reused++;
      audio = Promise.resolve(record);
    } else if (stored.has(hash)) {
      counts.reused++;
      audio = cache.read(hash);
    } else {
      counts.synthesized++;
      audio = engine
        .synthesize({
          ...reading,
          text,
          pronunciations: pronunciationsIn(text, reading.pronunciations ?? []),
          ...(take > 0 && { variation: take }),
        })
        .then((synthesis) => cache.write(hash, synthesis));
    }
    // Awaited in reading order below; until then a failure must not count as unhandled.
    audio.catch(() => {});
    paragraphs.set(hash, audio);
    return audio;
  };

  // Paragraphs to narrate in flight: one more than the engine makes at once keeps all of it busy while one is being
  // stored. No more: narrations running side by side then take turns on the engine, none queueing a long read-ahead
  // before the others' paragraphs. Stored paragraphs cost only a read from storage, so many more are read ahead.
  const ahead = (next: number) => {
    const hash = hashes[next] as string;
    return known.has(hash) || stored.has(hash) ? READ_AHEAD : engine.parallelism + 1;
  };
  const started: Array<Promise<ParagraphAudio>> = [];
  const narrated: NarratedUnit[] = [];
  try {
    for (const [index, unit] of units.entries()) {
      while (started.length < units.length && started.length < index + ahead(started.length)) {
        signal.throwIfAborted();
        const next = started.length;
        started.push(narrate(hashes[next] as string, units[next] as NarrationUnit));
      }
      narrated.push({ unit, hash: hashes[index] as string, audio: await (started[index] as Promise<ParagraphAudio>) });
      await options.onDone(index + 1, narrated);
    }
  } catch (error) {
    // Paragraphs already under way are still being written: the job has stopped only once they are stored (or
    // failed), so nothing is written after it let go (a deleted project's files stay deleted).
    await Promise.allSettled(started);
    throw error;
  }
  return { narrated, counts };
}
