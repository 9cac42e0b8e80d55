import { Fragment, memo, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Playback } from '../player/playback.ts';
import type { TimelineWord } from '../types.ts';
import { createParagraphExpander, type ParagraphExpander } from './paragraphExpander.ts';
import type { DocumentParagraph, TranscriptDocument } from './transcriptDocument.ts';
import { activeWordAt, buildWordIndex, paragraphOfWord } from './wordIndex.ts';

const ACTIVE_CLASS = 'rt-word--active';

const wordId = (prefix: string, index: number) => `${prefix}w${index}`;

/** How a stretch of words is shown: the script's title, a chapter's heading or a paragraph. */
export type StretchKind = 'title' | 'heading' | 'paragraph';
export const STRETCH_ELEMENT = {
  title: { tag: 'h2', className: 'rt-transcript__title', testId: 'script-title' },
  heading: { tag: 'h2', className: 'rt-transcript__chapter-title', testId: 'chapter-title' },
  paragraph: { tag: 'p', className: 'rt-transcript__paragraph', testId: 'paragraph' },
} as const;

interface ParagraphProps {
  kind: StretchKind;
  words: readonly TimelineWord[];
  paragraph: DocumentParagraph;
  /** Position among all paragraphs of the document. */
  ordinal: number;
  idPrefix: string;
  expander: ParagraphExpander;
}

const TranscriptParagraph = memo(function TranscriptParagraph({
  kind,
  words,
  paragraph,
  ordinal,
  idPrefix,
  expander,
}: ParagraphProps) {
  const [expanded, setExpanded] = useState(!expander.lazy);
  const element = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const { tag: Tag, className, testId } = STRETCH_ELEMENT[kind];

  useEffect(() => {
    if (expanded || !element.current) return undefined;
    return expander.register(ordinal, element.current, () => setExpanded(true));
  }, [expanded, expander, ordinal]);

  useEffect(() => {
    if (expanded) expander.expanded(ordinal);
  }, [expanded, expander, ordinal]);

  const own = words.slice(paragraph.first, paragraph.first + paragraph.count);
  return (
    <Tag ref={element} className={className} data-testid={testId}>
      {expanded
        ? own.map((word, offset) => (
            <Fragment key={offset}>
              {offset > 0 && ' '}
              <span
                id={wordId(idPrefix, paragraph.first + offset)}
                className="rt-word"
                data-testid="word"
                data-start={word.start}
                data-end={word.end}
              >
                {word.text}
              </span>
            </Fragment>
          ))
        : own.map((word) => word.text).join(' ')}
    </Tag>
  );
});

/** What shows for a stretch: by default the stretch alone; the script editor adds its actions around it. */
export type RenderStretch = (ordinal: number, kind: StretchKind, stretch: ReactNode) => ReactNode;

interface TranscriptViewProps {
  transcript: TranscriptDocument;
  playback: Playback | null;
  renderStretch?: RenderStretch;
  /** What ends a chapter, by its place in the transcript (a chapter still being narrated says so). */
  chapterEnd?: (chapterIndex: number) => ReactNode;
}

/**
 * The timed transcript: the script's title, chapter headings and paragraphs, each once, with a span per word. The
 * word under the playhead (found by binary search) is highlighted by switching a class on at most two elements per
 * change, without React renders; clicking a word seeks the audio to it.
 */
export function TranscriptView({ transcript, playback, renderStretch, chapterEnd }: TranscriptViewProps) {
  const idPrefix = useId();
  const index = useMemo(() => buildWordIndex(transcript), [transcript]);
  const [expander] = useState(createParagraphExpander);
  useEffect(() => () => expander.dispose(), [expander]);

  useEffect(() => {
    if (!playback) return undefined;
    let active = -1;
    let activeElement: HTMLElement | null = null;

    const clear = () => {
      activeElement?.classList.remove(ACTIVE_CLASS);
      activeElement?.removeAttribute('aria-current');
      activeElement = null;
    };
    const highlight = (time: number) => {
      const next = activeWordAt(index, time);
      if (next === active && (next < 0 || activeElement)) return;
      clear();
      active = next;
      if (next < 0) return;
      const paragraph = paragraphOfWord(index, next);
      const element = document.getElementById(wordId(idPrefix, next));
      if (!element) {
        // Applied once the paragraph has its words (onExpanded).
        expander.expand(paragraph);
        return;
      }
      element.classList.add(ACTIVE_CLASS);
      element.setAttribute('aria-current', 'true');
      activeElement = element;
      if (!playback.media.paused) playback.follow.reveal(element);
    };

    expander.onExpanded(() => highlight(playback.media.currentTime));
    const unsubscribe = playback.onTime(highlight);
    highlight(playback.media.currentTime);
    return () => {
      unsubscribe();
      expander.onExpanded(null);
      clear();
    };
  }, [playback, index, idPrefix, expander]);

  const seekToWord = (event: MouseEvent<HTMLElement>) => {
    const word = (event.target as HTMLElement).closest<HTMLElement>('[data-start]');
    if (word && playback) playback.seek(Number(word.dataset.start));
  };

  // Ordinals follow the word index's paragraphs: title, then each chapter's heading and paragraphs.
  let ordinal = 0;
  const stretch = (kind: StretchKind, paragraph: DocumentParagraph) => {
    const at = ordinal++;
    const shown = (
      <TranscriptParagraph
        key={paragraph.first}
        kind={kind}
        words={transcript.words}
        paragraph={paragraph}
        ordinal={at}
        idPrefix={idPrefix}
        expander={expander}
      />
    );
    return renderStretch ? <Fragment key={paragraph.first}>{renderStretch(at, kind, shown)}</Fragment> : shown;
  };
  return (
    // Clicks are taken on the container: one listener instead of one per word.
    <div className="rt-transcript" data-testid="transcript" onClick={seekToWord}>
      {transcript.title && stretch('title', transcript.title)}
      {transcript.chapters.map((chapter, chapterIndex) => (
        <section key={chapterIndex} className="rt-transcript__chapter">
          {chapter.heading
            ? stretch('heading', chapter.heading)
            : chapter.title && (
                <h2 className={STRETCH_ELEMENT.heading.className} data-testid={STRETCH_ELEMENT.heading.testId}>
                  {chapter.title}
                </h2>
              )}
          {chapter.paragraphs.map((paragraph) => stretch('paragraph', paragraph))}
          {chapterEnd?.(chapterIndex)}
        </section>
      ))}
    </div>
  );
}
