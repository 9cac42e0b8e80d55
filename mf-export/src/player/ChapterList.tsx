import { formatClock, type AudiobookChapter } from '@reeltalk/contracts';

/** The chapter being heard at `seconds`: the last one started by then (the first before any has). */
export function currentChapterIndex(chapters: readonly AudiobookChapter[], seconds: number): number {
  return Math.max(
    0,
    chapters.findLastIndex((chapter) => chapter.start <= seconds),
  );
}

interface ChapterListProps {
  chapters: readonly AudiobookChapter[];
  /** Seconds played: the chapter they fall in is marked as the current one. */
  current: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}

/** The audiobook's chapters under its player: each jumps to its start, the one playing is marked. */
export function ChapterList({ chapters, current, disabled, onSeek }: ChapterListProps) {
  const playing = currentChapterIndex(chapters, current);
  return (
    <nav className="rt-chapters" aria-labelledby="rt-chapters-title" data-testid="player-chapters">
      <h3 id="rt-chapters-title" className="rt-chapters__heading">
        Chapters
      </h3>
      <ol className="rt-chapters__list">
        {chapters.map((chapter, index) => (
          <li key={`${index}-${chapter.start}`}>
            <button
              type="button"
              className="rt-chapters__item"
              data-testid="player-chapter"
              aria-current={index === playing ? 'true' : undefined}
              disabled={disabled}
              onClick={() => onSeek(chapter.start)}
            >
              <span className="rt-chapters__number">{index + 1}</span>
              <span className="rt-chapters__title">{chapter.title}</span>
              <span className="rt-chapters__time">{formatClock(chapter.start)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
