import {
  ACX_RULES,
  type AcxFileReport,
  type AcxOptions,
  type AudiobookChapter,
  type AudioTags,
} from '@reeltalk/contracts';
import type { Timeline } from '../narration/timeline.ts';

/**
 * The longest stretch of the book one file is cut from: ACX's 120 minutes less a margin for the room tone added at
 * either end; a longer chapter is split into equal parts at the pauses between its paragraphs.
 */
const FILE_MAX_SECONDS = (ACX_RULES.fileMaxMinutes - 5) * 60;
/** A part is cut at the pause between paragraphs nearest its equal share, unless none lies within this. */
const SPLIT_SEARCH_SECONDS = 300;
/** The longest retail sample cut from the book: 5 minutes less the room tone the finished file gets. */
const RETAIL_SAMPLE_MAX_SECONDS = ACX_RULES.retailSampleMaxSeconds - 4;

/** Where a file's audio comes from: a stretch of the mix (seconds), or credits spoken with the book's voice. */
export type AcxFileSource = { mix: { start: number; end: number } } | { credits: string };

/** One file of the package, planned: its name in the ZIP, its role and title, and what it is made of. */
export interface AcxFilePlan {
  file: string;
  role: AcxFileReport['role'];
  title: string;
  source: AcxFileSource;
}

/** "<Title>. Written by <author>. Narrated by <narrator>." without what is empty. */
export function openingCredits({ title, artist, narrator }: AudioTags): string {
  return [title, artist && `Written by ${artist}`, narrator && `Narrated by ${narrator}`]
    .filter(Boolean)
    .map((sentence) => `${sentence}.`)
    .join(' ');
}

/** "The end. You have been listening to <title>, written by <author>, narrated by <narrator>." likewise. */
export function closingCredits({ title, artist, narrator }: AudioTags): string {
  const credits = [title, artist && `written by ${artist}`, narrator && `narrated by ${narrator}`].filter(Boolean);
  return `The end. You have been listening to ${credits.join(', ')}.`;
}

/** The pauses between paragraphs (the middle of each, seconds): where a long chapter can be cut. */
function paragraphPauses(timeline: Timeline): number[] {
  const paragraphs = [
    ...(timeline.title ? [timeline.title] : []),
    ...timeline.chapters.flatMap((chapter) => chapter.paragraphs),
  ];
  return paragraphs.slice(1).map((paragraph, index) => (paragraphs[index]!.end + paragraph.start) / 2);
}

/**
 * A chapter as the files it needs: itself when it fits in a file, else equal parts ("<Title> (Part 2 of 3)"), each
 * cut at the pause between paragraphs nearest its share (at the share itself when no pause is near).
 */
export function chapterParts(chapter: AudiobookChapter, pauses: readonly number[]): AudiobookChapter[] {
  const length = chapter.end - chapter.start;
  const count = Math.ceil(length / FILE_MAX_SECONDS);
  if (count <= 1) return [chapter];
  const cuts = Array.from({ length: count - 1 }, (_, index) => {
    const share = chapter.start + (length * (index + 1)) / count;
    const nearest = pauses.reduce(
      (best, pause) => (Math.abs(pause - share) < Math.abs(best - share) ? pause : best),
      Number.POSITIVE_INFINITY,
    );
    return Math.abs(nearest - share) <= SPLIT_SEARCH_SECONDS ? nearest : share;
  });
  const bounds = [chapter.start, ...cuts, chapter.end];
  return cuts.concat(chapter.end).map((end, index) => ({
    title: `${chapter.title} (Part ${index + 1} of ${count})`,
    start: bounds[index]!,
    end,
  }));
}

/**
 * The retail sample's stretch: the chosen one, else the first chapter from its first paragraph after its heading to
 * the end of its last paragraph within five minutes (five minutes exactly when none ends within them); either way at
 * most five minutes with its room tone.
 */
export function retailSampleStretch(
  timeline: Timeline,
  chosen: AcxOptions['retailSample'],
): { start: number; end: number } {
  const max = RETAIL_SAMPLE_MAX_SECONDS;
  if (chosen) return { start: chosen.start, end: Math.min(chosen.end, chosen.start + max, timeline.duration) };
  const first = timeline.chapters[0];
  const paragraphs = (first?.paragraphs ?? []).filter((paragraph) => !paragraph.heading);
  const start = paragraphs[0]?.start ?? first?.start ?? 0;
  const ends = paragraphs.map((paragraph) => paragraph.end).filter((end) => end > start && end <= start + max);
  return { start, end: ends.at(-1) ?? Math.min(start + max, timeline.duration) };
}

/** A title as a file name every system takes: no path separators, reserved or control characters; not too long. */
function fileTitle(title: string): string {
  const clean = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return clean.slice(0, 80).trimEnd() || 'Untitled';
}

/**
 * The package's files in the order a listener hears them: "00 Opening Credits.mp3", "01 <Chapter>.mp3", …,
 * "<NN> Closing Credits.mp3", then "Retail Sample.mp3".
 */
export function acxFilePlan(sources: {
  timeline: Timeline;
  chapters: AudiobookChapter[];
  tags: AudioTags;
  acx: AcxOptions;
}): AcxFilePlan[] {
  const { timeline, tags } = sources;
  const pauses = paragraphPauses(timeline);
  const parts = sources.chapters.flatMap((chapter) => chapterParts(chapter, pauses));
  const width = Math.max(2, String(parts.length + 1).length);
  const numbered = (index: number, title: string) => `${String(index).padStart(width, '0')} ${fileTitle(title)}.mp3`;
  return [
    {
      file: numbered(0, 'Opening Credits'),
      role: 'opening-credits',
      title: 'Opening Credits',
      source: { credits: openingCredits(tags) },
    },
    ...parts.map((part, index): AcxFilePlan => ({
      file: numbered(index + 1, part.title),
      role: 'chapter',
      title: part.title,
      source: { mix: { start: part.start, end: part.end } },
    })),
    {
      file: numbered(parts.length + 1, 'Closing Credits'),
      role: 'closing-credits',
      title: 'Closing Credits',
      source: { credits: closingCredits(tags) },
    },
    {
      file: 'Retail Sample.mp3',
      role: 'retail-sample',
      title: 'Retail Sample',
      source: { mix: retailSampleStretch(timeline, sources.acx.retailSample) },
    },
  ];
}
