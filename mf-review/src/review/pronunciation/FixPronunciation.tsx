import { Button, useDismiss } from '@reeltalk/web-kit';
import { useLayoutEffect, useState } from 'react';
import { PronunciationForm } from './PronunciationForm.tsx';
import { PRONUNCIATION_TEXTS as TEXTS } from './texts.ts';
import { useWordClicks, type ClickedWord } from './useWordClicks.ts';

// Kept this far inside the window's edges, and within the transcript's sides, at most this wide.
const MARGIN = 8;
const WIDTH = 320;

/**
 * A word clicked in the transcript offers "Fix pronunciation" in a small popover under it; taking the offer opens
 * the pronunciation form there, the word (or the selected phrase) as its term.
 */
export function FixPronunciation({ projectId }: { projectId: string }) {
  const [word, setWord] = useState<ClickedWord | null>(null);
  const [fixing, setFixing] = useState(false);
  const close = () => {
    setWord(null);
    setFixing(false);
  };
  const popover = useDismiss<HTMLDivElement>(word !== null, close);
  useWordClicks((clicked) => {
    setWord(clicked);
    setFixing(false);
  }, true);

  // Under the word, moved up as far as it must to show whole (the form is taller than the offer).
  useLayoutEffect(() => {
    const element = popover.current;
    if (!element || !word) return;
    const highest = window.innerHeight - element.offsetHeight - MARGIN;
    element.style.top = `${Math.max(MARGIN, Math.min(word.place.bottom + 4, highest))}px`;
  }, [popover, word, fixing]);

  if (!word) return null;
  // Under the word, but never past the transcript's card: on a phone the form takes the transcript's width.
  const start = Math.max(MARGIN, word.within.left);
  const end = Math.min(window.innerWidth - MARGIN, word.within.right);
  const width = Math.min(WIDTH, end - start);
  const left = Math.max(start, Math.min(word.place.left, end - width));
  return (
    <div ref={popover} className="rt-fix-pronunciation" role="dialog" aria-label={TEXTS.title} style={{ left, width }}>
      {fixing ? (
        <PronunciationForm projectId={projectId} draft={{ term: word.term, scope: 'project' }} onDone={close} />
      ) : (
        <Button variant="secondary" onClick={() => setFixing(true)}>
          {TEXTS.fix}
        </Button>
      )}
    </div>
  );
}
