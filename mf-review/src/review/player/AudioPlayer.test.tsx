import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer.tsx';
import { createPlayback, type Playback } from './playback.ts';

// The waveform is drawn on a canvas, which jsdom lacks.
vi.mock('wavesurfer.js', () => ({
  default: { create: () => ({ on: () => () => {}, destroy: () => {} }) },
}));

let playback: Playback;
let paused = true;
beforeEach(() => {
  // The clock's per-frame ticks while playing would update the time outside the test's steps.
  vi.stubGlobal('requestAnimationFrame', () => 1);
  paused = true;
  const media = document.createElement('audio');
  Object.defineProperty(media, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(media, 'duration', { configurable: true, get: () => 60 });
  media.play = vi.fn(() => {
    paused = false;
    media.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  media.pause = vi.fn(() => {
    paused = true;
    media.dispatchEvent(new Event('pause'));
  });
  media.load = vi.fn();
  playback = createPlayback(media);
});
afterEach(() => {
  // Unmounted first: disposing pauses the audio, which a mounted player would answer with a render.
  cleanup();
  playback.dispose();
  vi.unstubAllGlobals();
});

const renderPlayer = (src: string | null = 'https://storage.test/vocal.mp3') =>
  render(
    <AudioPlayer playback={playback} src={src} waveform={{ peaks: [0.1, 0.5], duration: 60 }} duration={60} error="" />,
  );

describe('AudioPlayer', () => {
  it('names its shortcuts on hover and lists them under "Keyboard shortcuts"', () => {
    renderPlayer();
    expect(screen.getByTestId('play-pause').getAttribute('title')).toBe('Play (Space or L)');
    expect(screen.getByTestId('skip-back').getAttribute('title')).toBe('Back 5 s (←)');
    expect(screen.getByTestId('skip-forward').getAttribute('title')).toBe('Forward 5 s (→)');
    const hint = screen.getByTestId('shortcut-hint');
    expect(within(hint).getByText('Keyboard shortcuts').tagName).toBe('SUMMARY');
    expect(
      within(hint)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Space', '← / →', 'J', 'K', 'L']);
  });

  it('plays with Space, then says Pause on hover; the skip buttons and arrows move the playhead 5 s', () => {
    renderPlayer();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(playback.media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('play-pause').getAttribute('title')).toBe('Pause (Space or K)');

    fireEvent.click(screen.getByTestId('skip-forward'));
    fireEvent.click(screen.getByTestId('skip-forward'));
    fireEvent.click(screen.getByTestId('skip-back'));
    expect(playback.media.currentTime).toBe(5);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(playback.media.currentTime).toBe(10);
    expect(screen.getByTestId('current-time').textContent).toBe('00:10');

    fireEvent.keyDown(document.body, { key: 'k' });
    expect(playback.media.pause).toHaveBeenCalledTimes(1);
  });

  it('has no shortcuts and no hint while there is no audio to play', () => {
    renderPlayer(null);
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(playback.media.play).not.toHaveBeenCalled();
    expect(playback.media.currentTime).toBe(0);
    expect(screen.queryByTestId('shortcut-hint')).toBeNull();
    expect((screen.getByTestId('skip-forward') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps words under itself counted as off screen for the transcript to follow', () => {
    const { container, unmount } = renderPlayer();
    const player = container.querySelector('[data-testid="audio-player"]')!;
    player.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 60, width: 300, height: 140 });
    const word = document.createElement('span');
    word.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 120, width: 40, height: 20 });
    word.scrollIntoView = vi.fn();
    playback.follow.reveal(word);
    expect(word.scrollIntoView).toHaveBeenCalledTimes(1);
    unmount();
    playback.follow.reveal(word);
    expect(word.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
