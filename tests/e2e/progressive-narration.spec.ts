import path from 'node:path';
import { repoRoot } from '@reeltalk/stack';
import { createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { HIGHLIGHT_LEAD, playerState, recordPlayingMedia } from './support/playing-media.ts';

// CI clones the repository with shared/ beside it, as here.
const NOVEL = path.resolve(repoRoot, '../shared/fixtures/texts/pride-and-prejudice.txt');
const CHAPTERS = 61;

test.describe('progressive narration (issue 14)', () => {
  test('the whole novel: review plays chapter 1 while later chapters are narrated, then every chapter plays', async ({
    page,
  }) => {
    // About eleven hours of audio are narrated while the test listens.
    test.setTimeout(40 * 60_000);
    await recordPlayingMedia(page);
    await signInThroughUi(page, await createUser());

    await page.getByLabel('Project Name').fill('Pride and Prejudice, the whole novel');
    await page.getByTestId('file-input').setInputFiles(NOVEL);
    // Review opens with the first part of the narration, long before the novel is narrated.
    await expect(page.getByTestId('review-step')).toBeVisible({ timeout: 3 * 60_000 });
    const summary = page.getByTestId('narration-ready-summary');
    await expect(summary).toHaveText(
      new RegExp(`^\\d+ of ${CHAPTERS} chapters ready — the rest is being narrated\\.$`),
    );

    // The ready part is a timed transcript; the chapters still to come are marked as being narrated.
    const transcript = page.getByTestId('transcript');
    await expect(transcript.getByTestId('script-title')).toHaveText(/^Pride and Prejudice$/i);
    await expect(transcript.getByTestId('chapter-title').first()).toHaveText('Chapter 1');
    await expect(transcript).toContainText('It is a truth universally acknowledged');
    const inProgress = page.getByTestId('chapter-in-progress');
    expect(await inProgress.count()).toBeGreaterThan(CHAPTERS / 2);
    await expect(inProgress.last()).toContainText('Being narrated…');

    // At a laptop's and a phone's width, it fits (no sideways scrolling); kept as screenshots.
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await inProgress.first().scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const file = test.info().outputPath(`review-while-narrating-${width}.png`);
      await page.screenshot({ path: file });
      await test.info().attach(`review while narrating at ${width} px`, { path: file, contentType: 'image/png' });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('play-pause').scrollIntoViewIfNeeded();

    // It plays, and the spoken word is highlighted, while the novel is still being narrated.
    await page.getByTestId('play-pause').click();
    await expect
      .poll(async () => {
        const { time, paused, active } = await playerState(page);
        return !paused && time > 1 && active !== null && active.start <= time + HIGHLIGHT_LEAD && active.end >= time;
      })
      .toBe(true);
    await expect(summary).toBeVisible();
    expect(await inProgress.count()).toBeGreaterThan(0);

    // Clicking a later word of chapter 1 moves the player there.
    const words = transcript.getByTestId('word');
    const laterId = await words.nth(Math.min(120, (await words.count()) - 1)).getAttribute('id');
    const later = page.locator(`[id="${laterId}"]`);
    const start = Number(await later.getAttribute('data-start'));
    await later.click();
    await expect
      .poll(async () => (await playerState(page)).time, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(start - 0.5);
    await page.getByTestId('play-pause').click();
    await expect.poll(async () => (await playerState(page)).paused).toBe(true);

    // When the narration ends, every chapter is in the transcript and plays, the last one too.
    const header = page.getByTestId('document-header');
    await expect(header).toContainText('Processing complete', { timeout: 35 * 60_000 });
    await expect(summary).toHaveCount(0);
    await expect(inProgress).toHaveCount(0);
    await expect(transcript.getByTestId('chapter-title')).toHaveCount(CHAPTERS);
    const lastTitle = transcript.getByTestId('chapter-title').last();
    await expect(lastTitle).toHaveText(`Chapter ${CHAPTERS}`);
    await lastTitle.scrollIntoViewIfNeeded();
    await page.keyboard.press('End');
    const lastWord = transcript.getByTestId('word').last();
    await lastWord.scrollIntoViewIfNeeded();
    const lastStart = Number(await lastWord.getAttribute('data-start'));
    expect(lastStart).toBeGreaterThan(5 * 3600);
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
  });
});
