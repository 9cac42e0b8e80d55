// One audio source plays at a time across the whole app (spec 01 §4 Playback), whichever remote owns the player.
// Belongs in @reeltalk/web-kit so every remote's players take part; the event name is the contract meanwhile.

export const AUDIO_PLAY_EVENT = 'reeltalk:audio-play';

export interface AudioPlayDetail {
  /** Who started playing: a player pauses on every announcement that is not its own. */
  source: string;
}

/** Tells every other player that `source` started playing. */
export function announcePlay(source: string): void {
  window.dispatchEvent(new CustomEvent<AudioPlayDetail>(AUDIO_PLAY_EVENT, { detail: { source } }));
}

/** Calls `pause` whenever another source starts playing; returns the unsubscribe. */
export function pauseWhenOthersPlay(source: string, pause: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<AudioPlayDetail>).detail?.source !== source) pause();
  };
  window.addEventListener(AUDIO_PLAY_EVENT, listener);
  return () => window.removeEventListener(AUDIO_PLAY_EVENT, listener);
}

/** Joins a media element to the coordination: announces its plays, pauses it for others'. */
export function coordinateMedia(source: string, media: HTMLMediaElement): () => void {
  const onPlay = () => announcePlay(source);
  media.addEventListener('play', onPlay);
  const stopListening = pauseWhenOthersPlay(source, () => {
    if (!media.paused) media.pause();
  });
  return () => {
    media.removeEventListener('play', onPlay);
    stopListening();
  };
}
