import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NarrationPart, NarrationPartTimeline, ProgressiveNarration } from '@reeltalk/contracts';
import {
  bufferBytes,
  joinedFrameCount,
  leadingSamples,
  mp3FrameSamples,
  PeaksBuilder,
  writeMp3Frames,
  type Mp3Bytes,
  type Mp3Part,
} from '../audio/index.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { addPlacedPeaks } from './assemble.ts';
import { layOut, type Layout } from './layout.ts';
import type { NarratedUnit } from './narrate-paragraphs.ts';
import type { ParagraphCache } from './paragraph-cache.ts';
import { partTimeline } from './timeline.ts';
import type { NarrationUnit } from './units.ts';
import { trackFrames } from './vocal-segment.ts';

/**
 * A part ends at the end of a chapter, or at the end of the paragraph that makes it as long as its place allows: review
 * starts on the first part, so it is short, and each next one may be three times as long (it is narrated while the
 * one before plays), up to a size of which a player holds only a few at a time and a novel has few (one write of the
 * job row each).
 */
const FIRST_PART_SECONDS = 5;
const LONGEST_PART_SECONDS = 300;
const partSeconds = (part: number) => Math.min(LONGEST_PART_SECONDS, FIRST_PART_SECONDS * 3 ** part);
/** Waveform bins a second in each part's timeline, as the finished narration's detailed peaks. */
const PEAKS_PER_SECOND = 10;

/** The chapters of the script in reading order, each with its title and the index of its last unit. */
function chaptersOf(units: NarrationUnit[]): Array<{ title: string | null; lastUnit: number }> {
  const chapters = new Map<number, { title: string | null; lastUnit: number }>();
  units.forEach(({ chapter, heading, text }, index) => {
    if (chapter === null) return;
    const known = chapters.get(chapter);
    if (known) known.lastUnit = index;
    else chapters.set(chapter, { title: heading ? text : null, lastUnit: index });
  });
  return [...chapters.values()];
}

/**
 * Publishes a narration in flight part by part, so review plays what is ready while the rest is narrated: each part
 * is the run of whole MP3 frames (bare: no tag, no Info frame) that the finished vocal track holds there, stored with
 * its timeline, then listed in the job's published manifest. The parts' frames one after another are the finished
 * track's frames, so the finished track is joined from them (one download each instead of one per paragraph).
 * Parts are made in the background, one after another; `finished` waits for them and publishes the last.
 */
export class NarrationParts {
  private readonly parts: NarrationPart[] = [];
  private readonly chapters: Array<{ title: string | null; lastUnit: number }>;
  /** Placed units already in a part, and the samples narrated since the last part began. */
  private placedInParts = 0;
  private pendingSamples = 0;
  /** Parts begun (made one after another in the background, so `parts` may not hold them yet). */
  private partsStarted = 0;
  /** The narration's first paragraph MP3: it heads the finished join and shapes silent frames. */
  private head: Buffer | undefined;
  private leading = 0;
  private making: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      units: NarrationUnit[];
      storage: ObjectStorage;
      cache: ParagraphCache;
      /** Where the parts are stored (the job's output folder). */
      prefix: string;
      publish: (manifest: ProgressiveNarration) => Promise<void>;
      signal: AbortSignal;
    },
  ) {
    this.chapters = chaptersOf(options.units);
  }

  /** Waits for the parts being made, whatever becomes of them: a job that stops writes nothing after it let go. */
  async settled(): Promise<void> {
    await this.making.catch(() => {});
  }

  /** The first `narrated.length` units are narrated: starts a part when one is due (the last waits for `finished`). */
  narrated(narrated: NarratedUnit[]): void {
    const { units } = this.options;
    const count = narrated.length;
    const last = narrated[count - 1]!;
    this.pendingSamples += last.audio.sampleCount;
    if (count === units.length || this.pendingSamples === 0) return;
    // The script's title is read with the first chapter.
    const endsChapter = last.unit.chapter !== null && units[count]!.chapter !== last.unit.chapter;
    const seconds = this.pendingSamples / last.audio.sampleRate;
    if (!endsChapter && seconds < partSeconds(this.partsStarted)) return;
    this.pendingSamples = 0;
    this.partsStarted++;
    const layout = layOut(narrated);
    this.making = this.making.then(() => this.cut(layout, count, false));
    // Awaited by `finished`; meanwhile a failure must not count as unhandled.
    this.making.catch(() => {});
  }

  /** Publishes the last part; answers the parts' keys in order, with the MP3 that heads their join. */
  async finished(layout: Layout): Promise<{ keys: string[]; head: Mp3Bytes }> {
    await this.making;
    await this.cut(layout, this.options.units.length, true);
    return { keys: this.parts.map(({ audioKey }) => audioKey), head: bufferBytes(this.head!) };
  }

  /** Makes the part of the placed units not yet in one; the last part also ends where the finished track ends. */
  private async cut(layout: Layout, unitsNarrated: number, last: boolean): Promise<void> {
    const { storage, cache, signal } = this.options;
    const { placed, sampleRate } = layout;
    const frame = mp3FrameSamples(sampleRate);
    // Everything was in parts already: the last one is made again, now ending where the track ends.
    if (last && this.placedInParts === placed.length && this.parts.length > 0) {
      this.parts.pop();
      this.placedInParts = this.parts.length > 0 ? this.firstPlacedAfter(layout, this.parts.at(-1)!) : 0;
    }
    const from = this.placedInParts;
    const to = placed.length;
    if (from === to) return;
    const plan = trackFrames(layout);
    const { firstFrame, silentBefore } = plan[from]!;
    const startFrame = firstFrame - silentBefore;

    const mp3s = await Promise.all(placed.slice(from, to).map(({ hash }) => cache.mp3(hash)));
    signal.throwIfAborted();
    if (!this.head) {
      this.head = mp3s[0]!;
      this.leading = await leadingSamples(bufferBytes(this.head));
    }
    const parts: Mp3Part[] = [];
    for (let index = from; index < to; index++) {
      const { frames, silentBefore } = plan[index]!;
      parts.push({ silentFrames: silentBefore }, { bytes: bufferBytes(mp3s[index - from]!), from: 0, to: frames });
    }
    const limit = last ? joinedFrameCount(layout.totalSamples, this.leading, frame) - startFrame : undefined;

    const number = this.parts.length;
    const audioKey = `${this.options.prefix}part-${number}.mp3`;
    const timelineKey = `${this.options.prefix}part-${number}.json`;
    const folder = await mkdtemp(path.join(tmpdir(), 'reeltalk-part-'));
    let written: number;
    try {
      const file = path.join(folder, 'part.mp3');
      written = await writeMp3Frames(parts, file, {
        head: bufferBytes(this.head),
        ...(limit !== undefined && { limit }),
      });
      await storage.putFile(audioKey, file, { contentType: 'audio/mpeg', signal });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const timeline: NarrationPartTimeline = {
      ...partTimeline(layout, from, to),
      peaks: this.peaks(layout, from, to, { startFrame, frames: written }),
    };
    await storage.put(timelineKey, JSON.stringify(timeline), 'application/json');
    this.parts.push({ audioKey, timelineKey, startFrame, frames: written });
    this.placedInParts = to;
    await this.options.publish({
      sampleRate,
      frameSamples: frame,
      delay: this.leading,
      chapters: this.chapters.map(({ title }) => ({ title })),
      chaptersReady: this.chapters.filter(({ lastUnit }) => lastUnit < unitsNarrated).length,
      parts: this.parts,
      complete: last,
    });
  }

  /** The index of the first placed unit after `part`, which ends on the frame after that unit's own frames. */
  private firstPlacedAfter(layout: Layout, part: NarrationPart): number {
    const frame = mp3FrameSamples(layout.sampleRate);
    const end = part.startFrame + part.frames;
    return layout.placed.findIndex(({ startSample }) => startSample / frame >= end);
  }

  /** The part's waveform, from its paragraphs' envelopes, over the time its frames play. */
  private peaks(
    layout: Layout,
    from: number,
    to: number,
    { startFrame, frames }: { startFrame: number; frames: number },
  ): NarrationPartTimeline['peaks'] {
    const { placed, sampleRate } = layout;
    const frame = mp3FrameSamples(sampleRate);
    // The part's first sample in the narration's own time (negative for the first: the decoder's lead-in).
    const origin = startFrame * frame - this.leading;
    const totalSamples = frames * frame;
    const peaks = new PeaksBuilder({ sampleRate, totalSamples, perSecond: PEAKS_PER_SECOND, bars: 1 });
    peaks.addRange(0, 0, placed[from]!.startSample - origin);
    addPlacedPeaks(peaks, placed.slice(from, to), origin + totalSamples);
    const { detail } = peaks.finish();
    return {
      perSecond: PEAKS_PER_SECOND,
      levels: detail.max.map((max, bin) => Math.max(max, -detail.min[bin]!)),
    };
  }
}
