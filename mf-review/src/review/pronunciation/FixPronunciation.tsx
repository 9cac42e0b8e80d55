import { Button, useDismiss } from '@reeltalk/web-kit';
import { useState } from 'react';
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

  if (!word) return null;
  const left = Math.max(MARGIN, Math.min(word.place.left, window.innerWidth - WIDTH - MARGIN));
  return (
    <div
      ref={popover}
      className="rt-fix-pronunciation"
      role="dialog"
      aria-label={TEXTS.title}
      style={{ left, top: word.place.bottom + 4 }}
    >
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
