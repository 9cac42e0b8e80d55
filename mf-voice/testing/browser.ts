// Test helpers (imported by tests only): the browser parts jsdom lacks.
import { vi } from 'vitest';

/**
 * jsdom does not play media: play() starts an element (and fires 'play'), pause() stops it (and fires 'pause'), and
 * `paused` tells which. Returns the elements playing now.
 */
export function stubMediaPlayback(): { playing: () => HTMLMediaElement[] } {
  const playing = new Set<HTMLMediaElement>();
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
  });
  return { playing: () => [...playing] };
}
