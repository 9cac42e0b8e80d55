import { describe, expect, it, vi } from 'vitest';
import { createPlayback } from './playback.ts';

function audioOf(duration: number) {
  const media = document.createElement('audio');
  Object.defineProperty(media, 'duration', { configurable: true, get: () => duration });
  media.pause = vi.fn();
  media.load = vi.fn();
  return media;
}

describe('createPlayback', () => {
  it('skips back and forward within the audio and tells the listeners', () => {
    const playback = createPlayback(audioOf(30));
    const heard: number[] = [];
    playback.onTime((time) => heard.push(time));
    playback.seek(3);
    playback.skip(-5);
    playback.skip(12);
    playback.skip(25);
    expect(heard).toEqual([3, 0, 12, 30]);
    playback.dispose();
  });

  it('skips forward freely while the length is not known yet', () => {
    const playback = createPlayback(audioOf(Number.NaN));
    playback.skip(10);
    expect(playback.media.currentTime).toBe(10);
    playback.dispose();
  });
});
