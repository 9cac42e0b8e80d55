import { describe, expect, it, vi } from 'vitest';
import { AUDIO_PLAY_EVENT } from './claimAudioPlayback.ts';
import { joinAudioPlayback } from './joinAudioPlayback.ts';

/** An <audio> reported as playing (jsdom does not play media). */
function playingAudio() {
  const element = document.createElement('audio');
  Object.defineProperty(element, 'paused', { get: () => false });
  element.pause = vi.fn();
  return element;
}

describe('joinAudioPlayback', () => {
  it("calls the player's handlers and pauses the element when another source starts, until released", () => {
    const media = playingAudio();
    const play = vi.fn();
    const ended = vi.fn();
    const release = joinAudioPlayback(media, { play, ended });
    media.dispatchEvent(new Event('play'));
    media.dispatchEvent(new Event('ended'));
    window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'another-player' } }));
    expect([play.mock.calls.length, ended.mock.calls.length]).toEqual([1, 1]);
    expect(media.pause).toHaveBeenCalledTimes(1);

    release();
    media.dispatchEvent(new Event('play'));
    window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'another-player' } }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(media.pause).toHaveBeenCalledTimes(1);
  });
});
