import { bareWords } from '@reeltalk/contracts';
import { useEffect, useRef } from 'react';

/** A word (or a selected phrase) of the transcript the user clicked, where it shows on screen, and the transcript's sides. */
export interface ClickedWord {
  term: string;
  place: { left: number; bottom: number };
  within: { left: number; right: number };
}

const WORD = '.rt-transcript [data-testid="word"]';
// The words of a text without their punctuation ("“Quayle,”" is Quayle), by the contracts' word rule.
const termOf = (text: string) =>
  bareWords(text)
    .map((word) => word.text)
    .join(' ');

/**
 * Calls `onWord` when a word of the timed transcript is clicked (the transcript seeks to it as well): the selected
 * phrase when the click ends a selection inside the transcript, else the clicked word. One listener on the document,
 * so the transcript itself needs nothing of the pronunciation tools.
 */
export function useWordClicks(onWord: (word: ClickedWord) => void, enabled: boolean): void {
  const latest = useRef(onWord);
  latest.current = onWord;

  useEffect(() => {
    if (!enabled) return undefined;
    const clicked = (event: MouseEvent) => {
      const word = (event.target as Element | null)?.closest?.<HTMLElement>(WORD);
      if (!word) return;
      const selection = document.getSelection();
      const selected =
        selection && !selection.isCollapsed && word.closest('.rt-transcript')?.contains(selection.anchorNode)
          ? termOf(selection.toString())
          : '';
      const term = selected || termOf(word.textContent ?? '');
      if (!term) return;
      const { left, bottom } = word.getBoundingClientRect();
      const transcript = word.closest('.rt-transcript')?.getBoundingClientRect();
      const within = transcript
        ? { left: transcript.left, right: transcript.right }
        : { left, right: window.innerWidth };
      latest.current({ term, place: { left, bottom }, within });
    };
    document.addEventListener('click', clicked);
    return () => document.removeEventListener('click', clicked);
  }, [enabled]);
}
