import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { sharedFixture } from '@reeltalk/stack';
import { createUser, type TestUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { holdNextNarration } from './support/held-narration.ts';
import { HIGHLIGHT_LEAD, playerState, recordPlayingMedia } from './support/playing-media.ts';
import { prideAndPrejudiceOpening, textOf } from './support/script-files.ts';

const NOVEL = sharedFixture('texts', 'pride-and-prejudice.txt');
const NOVEL_CHAPTERS = 61;

/** Signs in as the user and uploads the script; review opens with the first part, long before the rest is narrated. */
async function uploadScript(page: Page, user: TestUser, name: string, file: string): Promise<void> {
  await recordPlayingMedia(page);
  await signInThroughUi(page, user);
  await page.getByLabel('Project Name').fill(name);
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByTestId('review-step')).toBeVisible({ timeout: 3 * 60_000 });
}

/** The ready part is a timed transcript; the chapters still to come are marked as being narrated. */
async function expectReviewWhileNarrating(page: Page, chapters: number): Promise<void> {
  await expect(page.getByTestId('narration-ready-summary')).toHaveText(
    new RegExp(`^\\d+ of ${chapters} chapters ready — the rest is being narrated\\.$`),
  );
  const transcript = page.getByTestId('transcript');
  await expect(transcript.getByTestId('script-title')).toHaveText(/^Pride and Prejudice$/i);
  await expect(transcript.getByTestId('chapter-title').first()).toHaveText('Chapter 1');
  await expect(transcript).toContainText('It is a truth universally acknowledged');
  await expect(page.getByTestId('chapter-in-progress').last()).toContainText('Being narrated…');
}

/** At a laptop's and a phone's width, review fits (no sideways scrolling); kept as screenshots. */
async function expectFitsWhileNarrating(page: Page): Promise<void> {
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
async function playAndSeek(page: Page): Promise<void> {
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
async function expectWholeAndTheEndPlays(page: Page, chapters: number, timeout: number): Promise<number> {
  await expect(page.getByTestId('document-header')).toContainText('Processing complete', { timeout });
  await expect(page.getByTestId('narration-ready-summary')).toHaveCount(0);
  await expect(page.getByTestId('chapter-in-progress')).toHaveCount(0);
  const transcript = page.getByTestId('transcript');
  await expect(transcript.getByTestId('chapter-title')).toHaveCount(chapters);
  const lastTitle = transcript.getByTestId('chapter-title').last();
  await expect(lastTitle).toHaveText(`Chapter ${chapters}`);
  await lastTitle.scrollIntoViewIfNeeded();
  await page.keyboard.press('End');
  const lastWord = transcript.getByTestId('word').last();
  await lastWord.scrollIntoViewIfNeeded();
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

test.describe('progressive narration (issue 14)', { tag: ['@mf-upload', '@mf-review'] }, () => {
  test('two chapters: review plays the first part while the rest is held back, then both chapters play', async ({
    page,
  }) => {
    const file = test.info().outputPath('pride-and-prejudice-opening.txt');
    await writeFile(file, textOf(prideAndPrejudiceOpening(2, 6)));
    const user = await createUser();
    const narration = await holdNextNarration(user);
    try {
      await uploadScript(page, user, 'Pride and Prejudice, the opening', file);
      await narration.held;
      await expectReviewWhileNarrating(page, 2);
      await expectFitsWhileNarrating(page);
      await playAndSeek(page);
      await expect(page.getByTestId('narration-ready-summary')).toBeVisible();
    } finally {
      await narration.release();
    }
    await expectWholeAndTheEndPlays(page, 2, 60_000);
  });

  test(
    'the whole novel: review plays chapter 1 while later chapters are narrated, then every chapter plays',
    { tag: '@slow' },
    async ({ page }) => {
      // About eleven hours of audio are narrated while the test listens.
      test.setTimeout(40 * 60_000);
      await uploadScript(page, await createUser(), 'Pride and Prejudice, the whole novel', NOVEL);
      await expectReviewWhileNarrating(page, NOVEL_CHAPTERS);
      const inProgress = page.getByTestId('chapter-in-progress');
      expect(await inProgress.count()).toBeGreaterThan(NOVEL_CHAPTERS / 2);
      await expectFitsWhileNarrating(page);

      await playAndSeek(page);
      // All of that while the novel was still being narrated.
      await expect(page.getByTestId('narration-ready-summary')).toBeVisible();
      expect(await inProgress.count()).toBeGreaterThan(0);

      const lastStart = await expectWholeAndTheEndPlays(page, NOVEL_CHAPTERS, 35 * 60_000);
      expect(lastStart).toBeGreaterThan(5 * 3600);
    },
  );
});
