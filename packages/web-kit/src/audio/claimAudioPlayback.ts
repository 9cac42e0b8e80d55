/**
 * Only one audio source plays at a time, whichever remote owns the player. Each playing source
 * announces itself with this window event; every other joined source pauses.
 */
export const AUDIO_PLAY_EVENT = 'reeltalk:audio-play';

interface AudioPlayDetail {
  /** Who started playing. */
  source: string;
}

let sources = 0;

/**
 * Joins a media element to the one-at-a-time rule: when it starts playing every other source pauses, and it pauses
 * when another starts. An element already playing claims the playback at once. Returns the release (on unmount).
 */
export function claimAudioPlayback(element: HTMLMediaElement): () => void {
  sources += 1;
  const source = `web-kit-media-${sources}`;
  const announce = () =>
    window.dispatchEvent(new CustomEvent<AudioPlayDetail>(AUDIO_PLAY_EVENT, { detail: { source } }));
  const pauseForOthers = (event: Event) => {
    if ((event as CustomEvent<AudioPlayDetail>).detail?.source !== source && !element.paused) element.pause();
  };
  element.addEventListener('play', announce);
  window.addEventListener(AUDIO_PLAY_EVENT, pauseForOthers);
  if (!element.paused) announce();
  return () => {
    element.removeEventListener('play', announce);
    window.removeEventListener(AUDIO_PLAY_EVENT, pauseForOthers);
  };
}
