import { expect, type Page } from '@playwright/test';

export interface ZoneTimes {
  start: number;
  end: number;
}

/** The saved zones as the Music Zones list holds them, in list order. */
export async function listedZones(page: Page): Promise<ZoneTimes[]> {
  const zones = page.getByTestId('music-zone');
  return zones.evaluateAll((items) =>
    items.map((item) => ({ start: Number(item.dataset.start), end: Number(item.dataset.end) })),
  );
}

/** The narration's length in seconds, as the timeline is scaled. */
export async function timelineSeconds(page: Page): Promise<number> {
  const timeline = page.getByTestId('timeline');
  await expect(timeline).not.toHaveAttribute('data-duration', '0');
  return Number(await timeline.getAttribute('data-duration'));
}

/** The draft zone's times as the step holds them (after its drop was clamped), once it has moved from `before`. */
export async function draftTimes(page: Page, changedFrom?: ZoneTimes): Promise<ZoneTimes> {
  const timeline = page.getByTestId('timeline');
  const read = async () => ({
    start: Number(await timeline.getAttribute('data-draft-start')),
    end: Number(await timeline.getAttribute('data-draft-end')),
  });
  if (changedFrom) await expect.poll(read).not.toEqual(changedFrom);
  return read();
}

/** Drags from a point by `seconds` of the timeline's scale along it, in small steps as a hand would. */
async function dragBy(page: Page, from: { x: number; y: number }, seconds: number): Promise<void> {
  const box = await page.getByTestId('timeline-waveform').boundingBox();
  if (!box) throw new Error('the timeline is not on screen');
  const pixels = (seconds * box.width) / (await timelineSeconds(page));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + pixels, from.y, { steps: 12 });
  await page.mouse.up();
}

/** The draft zone's region on the waveform (wavesurfer's regions live in its open shadow root). */
const draftRegion = (page: Page) => page.getByTestId('timeline-waveform').locator('[part~="draft"]');

/** Moves the draft zone by dragging its middle `seconds` along the timeline. */
export async function moveDraft(page: Page, seconds: number): Promise<void> {
  await draftRegion(page).scrollIntoViewIfNeeded();
  const box = await draftRegion(page).boundingBox();
  if (!box) throw new Error('no draft zone on the timeline');
  await dragBy(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, seconds);
}

/** Resizes the draft zone by dragging its end handle `seconds` along the timeline. */
export async function resizeDraft(page: Page, seconds: number): Promise<void> {
  const handle = draftRegion(page).locator('[part~="region-handle-right"]');
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the draft zone has no end handle');
  await dragBy(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, seconds);
}

/** The state of a media element the test checks: whether it plays, how loud, where. */
export interface MediaState {
  paused: boolean;
  volume: number;
  currentTime: number;
}

/** The narration's and every zone's <audio> at one instant, read together so they can be compared. */
export const playbackState = (page: Page): Promise<{ narration: MediaState; zones: MediaState[] }> =>
  page.getByTestId('soundtrack-step').evaluate((step) => {
    const state = (audio: HTMLAudioElement) => ({
      paused: audio.paused,
      volume: audio.volume,
      currentTime: audio.currentTime,
    });
    return {
      narration: state(step.querySelector<HTMLAudioElement>('[data-testid="narration-audio"]')!),
      zones: [...step.querySelectorAll<HTMLAudioElement>('[data-testid="zone-audio"]')].map(state),
    };
  });

/** Moves the narration to `seconds`, as a click on the waveform would. */
export const seekNarration = (page: Page, seconds: number): Promise<void> =>
  page.getByTestId('narration-audio').evaluate((audio: HTMLAudioElement, to) => {
    audio.currentTime = to;
  }, seconds);
