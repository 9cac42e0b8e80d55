import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_PLAY_EVENT, announcePlay, coordinateMedia, pauseWhenOthersPlay } from './nowPlaying.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function fakeMedia() {
  const media = document.createElement('audio');
  let paused = true;
  Object.defineProperty(media, 'paused', { get: () => paused });
  media.play = vi.fn(async () => {
    paused = false;
    media.dispatchEvent(new Event('play'));
  });
  media.pause = vi.fn(() => {
    paused = true;
    media.dispatchEvent(new Event('pause'));
  });
  return media;
}

describe('now playing', () => {
  it('pauses every other player when one starts', async () => {
    const main = fakeMedia();
    const preview = fakeMedia();
    cleanups.push(coordinateMedia('main', main), coordinateMedia('preview', preview));

    await main.play();
    expect(main.paused).toBe(false);
    await preview.play();
    expect(main.pause).toHaveBeenCalledTimes(1);
    expect(main.paused).toBe(true);
    expect(preview.paused).toBe(false);
  });

  it('ignores its own announcement and stops listening when left', () => {
    const pause = vi.fn();
    const leave = pauseWhenOthersPlay('me', pause);
    announcePlay('me');
    expect(pause).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'library-row-3' } }));
    expect(pause).toHaveBeenCalledTimes(1);
    leave();
    announcePlay('other');
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
