import { Profiler } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayback, type Playback } from '../player/playback.ts';
import type { TranscriptDocument } from './transcriptDocument.ts';
import { TranscriptView } from './TranscriptView.tsx';

const transcript: TranscriptDocument = {
  words: [
    { text: 'Call', start: 0, end: 0.3 },
    { text: 'me', start: 0.35, end: 0.5 },
    { text: 'Ishmael.', start: 0.6, end: 1.2 },
    { text: 'Some', start: 6, end: 6.3 },
    { text: 'years', start: 6.4, end: 6.8 },
    { text: 'ago.', start: 6.9, end: 7.4 },
    { text: 'Loomings', start: 12, end: 12.8 },
  ],
  chapters: [
    {
      title: 'Chapter 1',
      paragraphs: [
        { first: 0, count: 3 },
        { first: 3, count: 3 },
      ],
    },
    { title: 'Chapter 2', paragraphs: [{ first: 6, count: 1 }] },
  ],
};

/** A transcript whose title and chapter heading were read out, so they have words of their own. */
const titled: TranscriptDocument = {
  words: [
    { text: 'Moby-Dick', start: 0, end: 1 },
    { text: 'Loomings', start: 2, end: 3 },
    { text: 'Call', start: 4, end: 4.3 },
    { text: 'me.', start: 4.4, end: 5 },
  ],
  title: { first: 0, count: 1 },
  chapters: [{ title: 'Loomings', heading: { first: 1, count: 1 }, paragraphs: [{ first: 2, count: 2 }] }],
};

let playback: Playback;
beforeEach(() => {
  const media = document.createElement('audio');
  media.pause = vi.fn();
  media.load = vi.fn();
  playback = createPlayback(media);
});
afterEach(() => {
  playback.dispose();
  vi.unstubAllGlobals();
});

function playTo(time: number) {
  act(() => {
    playback.media.currentTime = time;
    playback.media.dispatchEvent(new Event('timeupdate'));
  });
}

const activeWords = () => screen.getAllByTestId('word').filter((word) => word.classList.contains('rt-word--active'));

describe('TranscriptView', () => {
  it('renders chapter headings, paragraphs and a timed span per word', () => {
    render(<TranscriptView transcript={transcript} playback={playback} />);
    expect(screen.getAllByTestId('chapter-title').map((title) => title.textContent)).toEqual([
      'Chapter 1',
      'Chapter 2',
    ]);
    const paragraphs = screen.getAllByTestId('paragraph');
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'Call me Ishmael.',
      'Some years ago.',
      'Loomings',
    ]);
    const words = within(paragraphs[1]!).getAllByTestId('word');
    expect(words.map((word) => [word.textContent, word.dataset.start, word.dataset.end])).toEqual([
      ['Some', '6', '6.3'],
      ['years', '6.4', '6.8'],
      ['ago.', '6.9', '7.4'],
    ]);
  });

  it('shows the title and each heading read out once, with their words highlighted as they are spoken', () => {
    render(<TranscriptView transcript={titled} playback={playback} />);
    expect(screen.getByTestId('script-title').textContent).toBe('Moby-Dick');
    expect(screen.getAllByTestId('chapter-title').map((title) => title.textContent)).toEqual(['Loomings']);
    expect(screen.getAllByTestId('paragraph').map((paragraph) => paragraph.textContent)).toEqual(['Call me.']);
    expect(screen.getByTestId('transcript').textContent).toBe('Moby-DickLoomingsCall me.');
    playTo(2.5);
    expect(activeWords().map((word) => word.textContent)).toEqual(['Loomings']);
    expect(activeWords()[0]!.closest('[data-testid="chapter-title"]')).not.toBeNull();
    playTo(0.5);
    expect(activeWords()[0]!.closest('[data-testid="script-title"]')).not.toBeNull();
  });

  it('highlights the word under the playhead, up to 0.8 s ahead, without re-rendering', () => {
    let commits = 0;
    render(
      <Profiler id="transcript" onRender={() => (commits += 1)}>
        <TranscriptView transcript={transcript} playback={playback} />
      </Profiler>,
    );
    const settled = commits;

    playTo(0.4);
    expect(activeWords().map((word) => word.textContent)).toEqual(['me']);
    expect(screen.getByText('me').getAttribute('aria-current')).toBe('true');

    playTo(3);
    expect(activeWords()).toEqual([]);

    playTo(5.2); // 'Some' starts 0.8 s later
    expect(activeWords().map((word) => word.textContent)).toEqual(['Some']);
    expect(screen.getByText('me').getAttribute('aria-current')).toBeNull();

    playTo(12.5);
    expect(activeWords().map((word) => word.textContent)).toEqual(['Loomings']);
    expect(commits).toBe(settled);
  });

  it('seeks the audio to a clicked word', () => {
    render(<TranscriptView transcript={transcript} playback={playback} />);
    fireEvent.click(screen.getByText('years'));
    expect(playback.media.currentTime).toBe(6.4);
    expect(activeWords().map((word) => word.textContent)).toEqual(['years']);
  });

  it('hands each newly spoken word to the word follow while playing, and none while paused', () => {
    const reveal = vi.spyOn(playback.follow, 'reveal');
    render(<TranscriptView transcript={transcript} playback={playback} />);
    playTo(6.5);
    expect(reveal).not.toHaveBeenCalled();

    Object.defineProperty(playback.media, 'paused', { configurable: true, get: () => false });
    playTo(6.95);
    playTo(7);
    playTo(12.1);
    expect(reveal.mock.calls.map(([word]) => word.textContent)).toEqual(['ago.', 'Loomings']);
  });

  it('gives paragraphs their word spans only near the viewport or when playback reaches them', () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    playback.media.currentTime = 20; // past the last word: nothing to highlight yet
    render(<TranscriptView transcript={transcript} playback={playback} />);
    const paragraphs = screen.getAllByTestId('paragraph');
    expect(screen.queryAllByTestId('word')).toEqual([]);
    expect(paragraphs[0]!.textContent).toBe('Call me Ishmael.');

    act(() =>
      report([{ target: observed[0]!, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(within(paragraphs[0]!).getAllByTestId('word')).toHaveLength(3);
    expect(within(paragraphs[2]!).queryAllByTestId('word')).toEqual([]);

    playTo(12.2);
    expect(within(paragraphs[2]!).getAllByTestId('word')).toHaveLength(1);
    expect(activeWords().map((word) => word.textContent)).toEqual(['Loomings']);
    expect(within(paragraphs[1]!).queryAllByTestId('word')).toEqual([]);
  });
});
