import { createWordFollow, type WordFollow } from './wordFollow.ts';

/**
 * The review step's one audio element and its clock. The transcript follows the clock without React renders:
 * listeners get the time on every animation frame while playing (the media 'timeupdate' event alone comes only about
 * four times a second, too coarse for words) and after every seek.
 */
export interface Playback {
  readonly media: HTMLAudioElement;
  /** Calls `listener` with the playback time; returns the unsubscribe. */
  onTime(listener: (time: number) => void): () => void;
  seek(time: number): void;
  /** Moves the playhead by `seconds` (negative: back), within the audio. */
  skip(seconds: number): void;
  /** Keeps the spoken word on screen while playing. */
  readonly follow: WordFollow;
  dispose(): void;
}

export function createPlayback(media: HTMLAudioElement = new Audio()): Playback {
  // Only the metadata up front: the browser then streams the file with range requests as it plays.
  media.preload = 'metadata';
  const listeners = new Set<(time: number) => void>();
  let frame = 0;
  const follow = createWordFollow();

  const emit = () => {
    const time = media.currentTime;
    for (const listener of listeners) listener(time);
  };
  const tick = () => {
    emit();
    frame = media.paused ? 0 : requestAnimationFrame(tick);
  };
  const start = () => {
    if (frame === 0) frame = requestAnimationFrame(tick);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    emit();
  };

  const seek = (time: number) => {
    media.currentTime = time;
    emit();
  };

  const events: Array<[string, () => void]> = [
    ['play', start],
    ['pause', stop],
    ['ended', stop],
    ['seeked', emit],
    ['timeupdate', emit],
  ];
  for (const [name, handler] of events) media.addEventListener(name, handler);

  return {
    media,
    onTime(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    seek,
    skip(seconds) {
      const end = Number.isFinite(media.duration) ? media.duration : Number.POSITIVE_INFINITY;
      seek(Math.min(Math.max(media.currentTime + seconds, 0), end));
    },
    follow,
    dispose() {
      follow.dispose();
      cancelAnimationFrame(frame);
      for (const [name, handler] of events) media.removeEventListener(name, handler);
      media.pause();
      // Dropping the source and reloading stops any download still running.
      media.removeAttribute('src');
      media.load();
      listeners.clear();
    },
  };
}
