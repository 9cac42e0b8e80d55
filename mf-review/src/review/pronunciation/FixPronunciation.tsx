import { Button, useDismiss } from '@reeltalk/web-kit';
import { useLayoutEffect, useState } from 'react';
import { PronunciationForm } from './PronunciationForm.tsx';
import { PRONUNCIATION_TEXTS as TEXTS } from './texts.ts';
import { useWordClicks, type ClickedWord } from './useWordClicks.ts';

// Kept this far inside the window's edges.
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
  const left = Math.max(MARGIN, Math.min(word.place.left, window.innerWidth - WIDTH - MARGIN));
  return (
    <div ref={popover} className="rt-fix-pronunciation" role="dialog" aria-label={TEXTS.title} style={{ left }}>
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
