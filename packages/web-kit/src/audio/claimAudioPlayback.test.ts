import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_PLAY_EVENT, claimAudioPlayback } from './claimAudioPlayback.ts';

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

/** An <audio> whose playing state the test drives (jsdom does not play media). */
function player() {
  const element = document.createElement('audio');
  let paused = true;
  Object.defineProperty(element, 'paused', { get: () => paused });
  const pause = vi.fn(() => {
    paused = true;
  });
  element.pause = pause;
  const play = () => {
    paused = false;
    element.dispatchEvent(new Event('play'));
  };
  return { element, play, pause, isPlaying: () => !paused };
}

const claimed = (media: ReturnType<typeof player>) => {
  releases.push(claimAudioPlayback(media.element));
  return media;
};

describe('claimAudioPlayback', () => {
  it('pauses the source that was playing when another starts, never the one starting nor an idle one', () => {
    const main = claimed(player());
    const preview = claimed(player());
    const idle = claimed(player());
    main.play();
    preview.play();
    expect([main.isPlaying(), preview.isPlaying()]).toEqual([false, true]);
    expect(main.pause).toHaveBeenCalledTimes(1);
    expect(preview.pause).not.toHaveBeenCalled();
    expect(idle.pause).not.toHaveBeenCalled();
    main.play();
    expect([main.isPlaying(), preview.isPlaying()]).toEqual([true, false]);
  });

  it("takes part in the 'reeltalk:audio-play' window event with players that announce themselves", () => {
    const main = claimed(player());
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('reeltalk:audio-play', listener);
    main.play();
    window.removeEventListener('reeltalk:audio-play', listener);
    expect(AUDIO_PLAY_EVENT).toBe('reeltalk:audio-play');
    expect(announced).toEqual([{ source: expect.any(String) }]);
    window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'zone-audio' } }));
    expect(main.isPlaying()).toBe(false);
  });

  it('claims at once for an element that is already playing', () => {
    const other = claimed(player());
    other.play();
    const late = player();
    late.play();
    claimed(late);
    expect([other.isPlaying(), late.isPlaying()]).toEqual([false, true]);
  });

  it('leaves a released element alone', () => {
    const main = player();
    const release = claimAudioPlayback(main.element);
    const preview = claimed(player());
    release();
    main.play();
    preview.play();
    expect([main.isPlaying(), preview.isPlaying()]).toEqual([true, true]);
  });
});
