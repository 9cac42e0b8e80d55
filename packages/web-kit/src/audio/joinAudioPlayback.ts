import { claimAudioPlayback } from './claimAudioPlayback.ts';

type MediaHandlers = Partial<Record<keyof HTMLMediaElementEventMap, () => void>>;

/**
 * A player's hold on its media element: the player's handlers for the element's events, and the element's share of
 * the one-at-a-time rule (it pauses when another source starts). Returns the release of both (on unmount).
 */
export function joinAudioPlayback(media: HTMLMediaElement, handlers: MediaHandlers): () => void {
  const events = Object.entries(handlers) as Array<[keyof HTMLMediaElementEventMap, () => void]>;
  for (const [name, handler] of events) media.addEventListener(name, handler);
  const releasePlayback = claimAudioPlayback(media);
  return () => {
    releasePlayback();
    for (const [name, handler] of events) media.removeEventListener(name, handler);
  };
}
