import type { Page } from '@playwright/test';

/** Words are highlighted up to 0.8 s ahead of the playback time. */
export const HIGHLIGHT_LEAD = 0.8;

export interface PlayerState {
  time: number;
  paused: boolean;
  active: { start: number; end: number; text: string } | null;
}

/**
 * The review step's audio element is not in the document, so the page records every media element that plays
 * (HTMLMediaElement.prototype.play), and the test reads the playback time from it.
 */
export async function recordPlayingMedia(page: Page) {
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    Object.assign(window, { e2ePlayedMedia: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!played.includes(this)) played.push(this);
      return play.call(this);
    };
  });
}

export function playerState(page: Page): Promise<PlayerState> {
  return page.evaluate(() => {
    const media = (window as unknown as { e2ePlayedMedia: HTMLMediaElement[] }).e2ePlayedMedia.at(-1);
    const word = document.querySelector<HTMLElement>('[data-testid="word"].rt-word--active');
    return {
      time: media?.currentTime ?? -1,
      paused: media?.paused ?? true,
      active: word
        ? { start: Number(word.dataset.start), end: Number(word.dataset.end), text: word.textContent ?? '' }
        : null,
    };
  });
}
