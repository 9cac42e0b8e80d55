import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  audioFrameOffsets,
  fileBytes,
  joinMp3Parts,
  mp3FrameSamples,
  PeaksBuilder,
  type Mp3Bytes,
  type Mp3Part,
  type WaveformPeaks,
} from '../audio/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { AssembledNarration } from './assembled-narrations.ts';
import type { Layout, PlacedUnit } from './layout.ts';
import type { ParagraphCache } from './paragraph-cache.ts';
import { readAhead } from './read-ahead.ts';
import { trackFrames } from './vocal-segment.ts';
import { vocalMaster } from './vocal-master.ts';

/** Paragraph MP3s fetched ahead of the join: enough to hide storage's latency, few enough to hold. */
const FETCHED_AHEAD = 16;

/**
 * The frames of an earlier narration's vocal track by paragraph: once downloaded, its paragraphs' frames are cut out
 * of it instead of being fetched one by one. A paragraph is found there only when all its frames are (the last one
 * of a track lacks its guard frames).
 */
async function earlierFrames(
  earlier: AssembledNarration,
  sampleRate: number,
  options: { storage: ObjectStorage; folder: string; signal: AbortSignal },
): Promise<{ file: string; find: (hash: string, frames: number) => Mp3Part | undefined }> {
  const file = path.join(options.folder, 'earlier.mp3');
  const { body } = await options.storage.getStream(earlier.vocalKey);
  await pipeline(body, createWriteStream(file), { signal: options.signal });
  const offsets = await audioFrameOffsets(fileBytes(file));
  const frame = mp3FrameSamples(sampleRate);
  const firstFrame = new Map<string, number>();
  for (const { hash, startSample, audio } of earlier.placed) {
    if (audio.sampleRate === sampleRate && !firstFrame.has(hash)) firstFrame.set(hash, startSample / frame);
  }
  return {
    file,
    find: (hash, frames) => {
      const first = firstFrame.get(hash);
      if (first === undefined || first + frames > offsets.length - 1) return undefined;
      return { frames: () => createReadStream(file, { start: offsets[first], end: offsets[first + frames]! - 1 }) };
    },
  };
}

/** The project's earlier narration, downloaded, when it holds a paragraph of this one (not after a change of voice). */
async function earlierNarration(
  layout: Layout,
  earlier: AssembledNarration | undefined,
  options: { storage: ObjectStorage; folder: string; signal: AbortSignal },
) {
  const hashes = new Set(layout.placed.map(({ hash }) => hash));
  if (!earlier?.placed.some(({ hash }) => hashes.has(hash))) return undefined;
  return earlierFrames(earlier, layout.sampleRate, options);
}

/**
 * The joined track's parts: before each paragraph the silent frames of the pause, then its frames (cut out of the
 * earlier narration when it holds them, else its own MP3, fetched a few ahead). `reached(i)` is told as the join
 * reaches paragraph i.
 */
function paragraphParts(
  layout: Layout,
  cache: ParagraphCache,
  earlier: Awaited<ReturnType<typeof earlierFrames>> | undefined,
  reached: (index: number) => void,
): Mp3Part[] {
  const { placed } = layout;
  const plan = trackFrames(layout);
  const found = placed.map(({ hash }, index) => earlier?.find(hash, plan[index]!.frames));
  const fetched = placed.flatMap((_, index) => (found[index] ? [] : [index]));
  const nthFetched = new Map(fetched.map((index, nth) => [index, nth]));
  const paragraphMp3 = readAhead(fetched.length, FETCHED_AHEAD, (nth) => cache.mp3(placed[fetched[nth]!]!.hash));
  return plan.flatMap(({ frames, silentBefore }, index): Mp3Part[] => {
    const cut = found[index];
    const paragraph: Mp3Part =
      cut && 'frames' in cut
        ? {
            frames: async function* () {
              reached(index);
              yield* cut.frames();
            },
          }
        : {
            bytes: async function* () {
              reached(index);
              yield await paragraphMp3(nthFetched.get(index)!);
            },
            from: 0,
            to: frames,
          };
    return silentBefore > 0 ? [{ silentFrames: silentBefore }, paragraph] : [paragraph];
  });
}

/**
 * Adds placed paragraphs to `peaks` by their envelopes (no sample is read), each followed by the silence up to the
 * next one's start, the last one's up to `end` (a sample of the narration).
 */
export function addPlacedPeaks(peaks: PeaksBuilder, placed: readonly PlacedUnit[], end: number): void {
  for (const [index, { audio, startSample }] of placed.entries()) {
    peaks.addEnvelope(audio.envelope, audio.sampleCount);
    const next = placed[index + 1]?.startSample ?? end;
    if (next > startSample + audio.sampleCount) peaks.addRange(0, 0, next - startSample - audio.sampleCount);
  }
}

/** The waveform peaks of the laid-out narration, drawn from each paragraph's envelope. */
function peaksOf({ placed, sampleRate, totalSamples }: Layout): WaveformPeaks {
  const peaks = new PeaksBuilder({ sampleRate, totalSamples });
  addPlacedPeaks(peaks, placed, totalSamples);
  return peaks.finish();
}

/**
 * Joins the laid-out narration into the MP3 people hear, from each paragraph's own MP3 (made when it was narrated)
 * and runs of silent frames for the pauses, without encoding anything: an edit that changed one paragraph costs a
 * join, not a narration's encoding. Paragraphs the project's earlier narration holds are cut out of its MP3 (one
 * download instead of one per paragraph). Stores the MP3 with the lossless master (which names the stored
 * paragraphs) and returns the waveform peaks, drawn from each paragraph's envelope. The MP3 is joined in a file, whose
 * Info frame is then rewritten: it tells players the encoder's delay, without which every word sounds late.
 * `onProgress` gets the share of the paragraphs joined (0 to 1).
 */
export async function assembleVocal(options: {
  layout: Layout;
  cache: ParagraphCache;
  storage: ObjectStorage;
  keys: { vocal: string; vocalMaster: string };
  /** The project's newest narration before this one, if any. */
  earlier?: AssembledNarration | undefined;
  /**
   * The narration's frames as already published in parts (bare frames, in order), with the MP3 whose Info frame
   * heads their join: the track is then joined from them, not from the paragraphs.
   */
  published?: { keys: string[]; head: Mp3Bytes } | undefined;
  signal: AbortSignal;
  onProgress: (share: number) => void;
  /** Where the joined file waits for its upload (removed afterwards, whatever happened); default the OS's. */
  tempDir?: string;
}): Promise<WaveformPeaks> {
  const { layout, cache, storage, keys, signal } = options;
  const { placed, totalSamples } = layout;
  const folder = await mkdtemp(path.join(options.tempDir ?? tmpdir(), 'reeltalk-vocal-'));
  try {
    let parts: Mp3Part[];
    let head: Mp3Bytes | undefined;
    if (options.published) {
      head = options.published.head;
      parts = options.published.keys.map((key, index) => ({
        frames: async function* () {
          signal.throwIfAborted();
          options.onProgress(index / options.published!.keys.length);
          yield* (await storage.getStream(key)).body;
        },
      }));
    } else {
      const earlier = await earlierNarration(layout, options.earlier, { storage, folder, signal });
      head = earlier && fileBytes(earlier.file);
      parts = paragraphParts(layout, cache, earlier, (index) => {
        signal.throwIfAborted();
        options.onProgress(index / placed.length);
      });
    }
    const file = path.join(folder, 'vocal.mp3');
    await joinMp3Parts(parts, file, totalSamples, head);
    signal.throwIfAborted();
    options.onProgress(1);
    await storage.putFile(keys.vocal, file, { contentType: 'audio/mpeg', signal });
    await storage.put(keys.vocalMaster, JSON.stringify(vocalMaster(layout)), 'application/json');
    return peaksOf(layout);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
