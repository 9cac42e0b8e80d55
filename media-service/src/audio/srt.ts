import type { AudiobookChapter } from '@reeltalk/contracts';

export interface SubtitleWord {
  text: string;
  /** Seconds. */
  start: number;
  end: number;
}

/** A cue of a subtitle file: a word, or a chapter's title at its start (with an identifier WebVTT shows). */
export interface SubtitleCue extends SubtitleWord {
  id?: string;
}

/**
 * How long a chapter's cue stays up: about as long as its heading takes to read. Both formats mark a chapter the same
 * way, by a cue at its start whose text is its title: SRT has no chapters of its own, and a WebVTT file with word cues
 * is a subtitles track, not a chapters one (a kind="chapters" track holds nothing but chapter cues); a cue that lasted
 * the whole chapter would sit on the screen under every word of it.
 */
export const CHAPTER_CUE_SECONDS = 3;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** hh:mm:ss,mmm (WebVTT: hh:mm:ss.mmm) */
export function srtTimestamp(seconds: number, separator = ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  return `${pad(Math.floor(ms / 3_600_000), 2)}:${pad(Math.floor(ms / 60_000) % 60, 2)}:${pad(
    Math.floor(ms / 1000) % 60,
    2,
  )}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * The words' cues with a cue at each chapter's start, titled with the chapter (identified 'chapter-N'), in time order:
 * a chapter's cue comes before the words said from its start on.
 */
export function* chapteredCues(
  words: Iterable<SubtitleWord>,
  chapters: readonly AudiobookChapter[],
): Generator<SubtitleCue> {
  let next = 0;
  const chapterCue = (index: number): SubtitleCue => {
    const chapter = chapters[index]!;
    const end = Math.min(chapter.end, chapter.start + CHAPTER_CUE_SECONDS);
    return { id: `chapter-${index + 1}`, text: chapter.title, start: chapter.start, end };
  };
  for (const word of words) {
    while (next < chapters.length && chapters[next]!.start <= word.start) yield chapterCue(next++);
    yield word;
  }
  while (next < chapters.length) yield chapterCue(next++);
}

/** The cues to write: one text line each, empty ones left out, none ending before it starts. */
function* written(cues: Iterable<SubtitleCue>): Generator<SubtitleCue> {
  for (const cue of cues) {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    if (text) yield { ...cue, text, end: Math.max(cue.start, cue.end) };
  }
}

/**
 * One numbered SRT cue per word (or chapter cue), numbered from `firstNumber`, each ending with its blank line: a
 * generator, so a long book's subtitles can stream out. (Writing SRT is these few lines; the npm subtitle libraries
 * are parsers first and bring stream dependencies with them.)
 */
export function* srtCues(cues: Iterable<SubtitleCue>, firstNumber = 1): Generator<string> {
  let number = firstNumber;
  for (const cue of written(cues)) {
    yield `${number++}\n${srtTimestamp(cue.start)} --> ${srtTimestamp(cue.end)}\n${cue.text}\n\n`;
  }
}

/** The same cues as a WebVTT file: its header, then each cue (with its identifier, a chapter's, when it has one). */
export function* webVttCues(cues: Iterable<SubtitleCue>): Generator<string> {
  yield 'WEBVTT\n\n';
  for (const cue of written(cues)) {
    // A cue's text is markup in WebVTT: '&' and '<' are written as entities, and '-->' may not appear in it.
    const text = cue.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/-->/g, '--&gt;');
    const id = cue.id ? `${cue.id}\n` : '';
    yield `${id}${srtTimestamp(cue.start, '.')} --> ${srtTimestamp(cue.end, '.')}\n${text}\n\n`;
  }
}
