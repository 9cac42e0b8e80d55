import type { Page } from '@playwright/test';
import type { TestUser } from './accounts.ts';
import { expect, signInThroughUi, test } from './fixtures.ts';
import { HIGHLIGHT_LEAD, playerState, recordPlayingMedia } from './playing-media.ts';

/** What review shows while a narration is still going on, and once it ends: the progressive narration tests' steps. */

/** Signs in as the user and uploads the script; review opens with the first part, long before the rest is narrated. */
export async function uploadScript(page: Page, user: TestUser, name: string, file: string): Promise<void> {
  await recordPlayingMedia(page);
  await signInThroughUi(page, user);
  await page.getByLabel('Project Name').fill(name);
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByTestId('review-step')).toBeVisible({ timeout: 3 * 60_000 });
}

/** The ready part is a timed transcript; the chapters still to come are marked as being narrated. */
export async function expectReviewWhileNarrating(page: Page, parts: number): Promise<void> {
  await expect(page.getByTestId('narration-ready-summary')).toHaveText(
    new RegExp(`^\\d+ of ${parts} chapters ready — the rest is being narrated\\.$`),
  );
  const transcript = page.getByTestId('transcript');
  await expect(transcript.getByTestId('script-title')).toHaveText(/^Pride and Prejudice$/i);
  await expect(transcript.getByTestId('chapter-title').first()).toHaveText('Chapter 1');
  await expect(transcript).toContainText('It is a truth universally acknowledged');
  await expect(page.getByTestId('chapter-in-progress').last()).toContainText('Being narrated…');
}

/** At a laptop's and a phone's width, review fits (no sideways scrolling); kept as screenshots. */
export async function expectFitsWhileNarrating(page: Page): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('chapter-in-progress').first().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const file = test.info().outputPath(`review-while-narrating-${width}.png`);
    await page.screenshot({ path: file });
    await test.info().attach(`review while narrating at ${width} px`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** It plays with the spoken word highlighted; clicking a later word of chapter 1 moves the player there; pause. */
export async function playAndSeek(page: Page): Promise<void> {
  await page.getByTestId('play-pause').scrollIntoViewIfNeeded();
  await page.getByTestId('play-pause').click();
  await expect
    .poll(async () => {
      const { time, paused, active } = await playerState(page);
      return !paused && time > 1 && active !== null && active.start <= time + HIGHLIGHT_LEAD && active.end >= time;
    })
    .toBe(true);
  const words = page.getByTestId('transcript').getByTestId('word');
  const laterId = await words.nth(Math.min(120, (await words.count()) - 1)).getAttribute('id');
  const later = page.locator(`[id="${laterId}"]`);
  const start = Number(await later.getAttribute('data-start'));
  await later.click();
  await expect
    .poll(async () => (await playerState(page)).time, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(start - 0.5);
  await page.getByTestId('play-pause').click();
  await expect.poll(async () => (await playerState(page)).paused).toBe(true);
}

/** When the narration ends, every chapter is in the transcript, and a word near the end of the last one plays. */
export async function expectWholeAndTheEndPlays(page: Page, chapters: number, timeout: number): Promise<number> {
  await expect(page.getByTestId('document-header')).toContainText('Processing complete', { timeout });
  await expect(page.getByTestId('narration-ready-summary')).toHaveCount(0);
  await expect(page.getByTestId('chapter-in-progress')).toHaveCount(0);
  const transcript = page.getByTestId('transcript');
  await expect(transcript.getByTestId('chapter-title')).toHaveCount(chapters);
  const lastTitle = transcript.getByTestId('chapter-title').last();
  await expect(lastTitle).toHaveText(`Chapter ${chapters}`);
  // Scrolled in one step, the title as the word below: the finished narration's transcript can replace its elements
  // while Playwright waits for the one it found to be stable (seen on a busy machine, for each of the two: "Element is
  // not attached to the DOM").
  await lastTitle.evaluate((title) => title.scrollIntoView());
  await page.keyboard.press('End');
  const lastWord = transcript.getByTestId('word').last();
  await lastWord.evaluate((word) => word.scrollIntoView({ block: 'center' }));
  const lastStart = Number(await lastWord.getAttribute('data-start'));
  const wordBefore = transcript.getByTestId('word').nth(-40);
  const beforeStart = Number(await wordBefore.getAttribute('data-start'));
  await wordBefore.click();
  await page.getByTestId('play-pause').click();
  await expect
    .poll(
      async () => {
        const { time, paused } = await playerState(page);
        return !paused && time > beforeStart + 1 && time < lastStart + 5;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return lastStart;
}
