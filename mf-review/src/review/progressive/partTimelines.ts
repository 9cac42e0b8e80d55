import { WAVEFORM_BARS_MAIN, type NarrationPartTimeline, type ProgressiveNarration } from '@reeltalk/contracts';
import type { Waveform } from '../hooks/useReviewMedia.ts';
import { documentFromTimeline, type TranscriptDocument } from '../transcript/transcriptDocument.ts';
import type { Timeline, TimelineChapter } from '../types.ts';
import { PROGRESSIVE_MESSAGES } from './messages.ts';
import { partAt, partSpan, readyEnd } from './partWindow.ts';

/** The parts of a narration in flight whose timelines are in, in order: `timelines[i]` is `manifest.parts[i]`'s. */
interface ReadyParts {
  manifest: ProgressiveNarration;
  timelines: readonly NarrationPartTimeline[];
}

/**
 * The ready parts' timelines as one timeline of the step: a chapter going on from one part into the next is one
 * chapter, its start and end those of its paragraphs; the duration is the end of the ready parts. `chapterIndices`
 * gives each chapter's place in the script.
 */
export function joinPartTimelines({ manifest, timelines }: ReadyParts): {
  timeline: Timeline;
  chapterIndices: number[];
} {
  const chapters: TimelineChapter[] = [];
  const chapterIndices: number[] = [];
  for (const part of timelines) {
    for (const { index, title, paragraphs } of part.chapters) {
      const open = chapterIndices.at(-1) === index ? chapters.at(-1) : undefined;
      if (open) {
        open.paragraphs.push(...paragraphs);
        continue;
      }
      chapters.push({ title, start: 0, end: 0, paragraphs: [...paragraphs] });
      chapterIndices.push(index);
    }
  }
  // A chapter without paragraphs yet (only its title published) starts and ends where the one before it ended.
  let previousEnd = 0;
  for (const chapter of chapters) {
    chapter.start = chapter.paragraphs[0]?.start ?? previousEnd;
    chapter.end = chapter.paragraphs.at(-1)?.end ?? chapter.start;
    previousEnd = chapter.end;
  }
  const title = timelines.find((part) => part.title)?.title ?? null;
  return { timeline: { duration: readyEnd(manifest), title, chapters }, chapterIndices };
}

/**
 * The ready parts' waveform: WAVEFORM_BARS_MAIN bars over the ready duration, each the loudest level of the parts'
 * bins it covers (or, where bins are wider than bars, of the bin it falls in), scaled to 0..1 like a peaks file.
 */
export function partsWaveform({ manifest, timelines }: ReadyParts, bars = WAVEFORM_BARS_MAIN): Waveform {
  const duration = readyEnd(manifest);
  const levels = Array.from({ length: bars }, (_, bar) => {
    const from = (bar * duration) / bars;
    const to = ((bar + 1) * duration) / bars;
    let loudest = 0;
    for (let index = Math.max(0, partAt(manifest, from)); index < timelines.length; index += 1) {
      const span = partSpan(manifest, index);
      if (span.start >= to) break;
      const { perSecond, levels: partLevels } = timelines[index]!.peaks;
      const first = Math.max(0, Math.floor((Math.max(from, span.start) - span.start) * perSecond));
      const end = Math.max(first + 1, Math.ceil((Math.min(to, span.end) - span.start) * perSecond));
      for (let bin = first; bin < Math.min(end, partLevels.length); bin += 1) {
        loudest = Math.max(loudest, Math.abs(partLevels[bin]!));
      }
    }
    return loudest;
  });
  const scale = Math.max(1, ...levels);
  return { peaks: levels.map((level) => level / scale), duration: duration > 0 ? duration : null };
}

/** The transcript of a narration in flight: what is ready, and what is still being narrated. */
export interface ProgressiveTranscript {
  document: TranscriptDocument;
  /** The last chapter shown is only partly narrated. */
  lastChapterPartial: boolean;
  /** The titles (or `Chapter N`) of the chapters not begun in the ready parts. */
  upcoming: string[];
  /** `N of M chapters ready — the rest is being narrated.` */
  summary: string;
}

export function progressiveTranscript(ready: ReadyParts): ProgressiveTranscript {
  const { manifest } = ready;
  const { timeline, chapterIndices } = joinPartTimelines(ready);
  const lastShown = chapterIndices.at(-1) ?? -1;
  const titleOf = (index: number) =>
    manifest.chapters[index]?.title?.trim() || PROGRESSIVE_MESSAGES.untitledChapter(index);
  return {
    document: documentFromTimeline(timeline),
    lastChapterPartial: lastShown >= manifest.chaptersReady,
    upcoming: manifest.chapters.slice(lastShown + 1).map((_, offset) => titleOf(lastShown + 1 + offset)),
    summary: PROGRESSIVE_MESSAGES.readySummary(manifest.chaptersReady, manifest.chapters.length),
  };
}
