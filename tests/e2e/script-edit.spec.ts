import type { Page } from '@playwright/test';
import { callApi, createUser, type TestUser } from './support/accounts.ts';
import { expect, signInAt, test } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';
import { docxScriptFile, prideAndPrejudiceOpening } from './support/script-files.ts';

const OPENING = 'It is a truth universally acknowledged';
const EDITED =
  'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a lighthouse keeper.';

interface Narrated {
  vocal: string | null;
  vocal_duration: number | null;
}
interface NarrationCounts {
  state: string;
  paragraphs?: { total: number; synthesized: number; reused: number };
}

const vocalOf = async (user: TestUser, projectId: string) =>
  (await callApi<{ data: { audio_stems: Narrated } }>(user.idToken, 'GET', `/projects/${projectId}`)).data.audio_stems;

const narrationOf = async (user: TestUser, jobId: string) =>
  (await callApi<{ data: NarrationCounts }>(user.idToken, 'GET', `/narrations/${jobId}`)).data;

/** Notes a measured figure in the test's report. */
const measured = (description: string) => test.info().annotations.push({ type: 'measured', description });

/** The job id of the narration the next script change starts (PUT script, or a restore), as the bff answers it. */
function nextNarration(page: Page, change: RegExp): Promise<string> {
  return page
    .waitForResponse((response) => change.test(new URL(response.url()).pathname) && response.status() === 202, {
      timeout: 60_000,
    })
    .then(async (response) => {
      const body = (await response.json()) as { jobId?: string; data?: { jobId?: string } };
      const jobId = body.jobId ?? body.data?.jobId;
      if (!jobId) throw new Error(`no narration started by ${response.url()}`);
      return jobId;
    });
}

/** From now on, the page notes the text of every word of the transcript that lights up, in order. */
async function recordHighlights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lit: string[] = [];
    Object.assign(window, { e2eHighlighted: lit });
    new MutationObserver((changes) => {
      for (const change of changes) {
        const word = change.target as HTMLElement;
        if (word.classList.contains('rt-word--active')) lit.push(word.textContent ?? '');
      }
    }).observe(document.querySelector('[data-testid="transcript"]')!, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

const highlighted = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { e2eHighlighted: string[] }).e2eHighlighted);

test.describe('edit the script in place (issue 13)', { tag: ['@mf-review'] }, () => {
  test('one paragraph edited is the only one narrated again, its new words play highlighted, and Undo brings back the old text and audio', async ({
    page,
  }) => {
    test.setTimeout(5 * 60_000);
    const user = await createUser();
    const { _id: projectId } = await createProject(user, { name: 'Pride and Prejudice' });
    const script = await docxScriptFile('pride-and-prejudice-opening.docx', prideAndPrejudiceOpening(2, 4));
    await narrateThroughApi(user, projectId, script);
    const before = await vocalOf(user, projectId);
    expect(before.vocal).toBeTruthy();

    await signInAt(page, user, `/app/project/${projectId}/review`);
    const header = page.getByTestId('document-header');
    await expect(header).toContainText('Processing complete', { timeout: 60_000 });
    const transcript = page.getByTestId('transcript');
    const opening = transcript.getByTestId('stretch').filter({ hasText: OPENING });

    const jobId = await test.step('the first paragraph is edited and saved', async () => {
      await expect(opening).toHaveCount(1);
      await opening.getByRole('button', { name: 'Edit paragraph' }).click();
      const field = page.getByRole('textbox', { name: 'Paragraph text' });
      await expect(field).toBeFocused();
      await field.fill(EDITED);
      const started = nextNarration(page, /^\/api\/projects\/[^/]+\/script$/);
      const saved = Date.now();
      await page.getByTestId('stretch-save').click();
      const job = await started;
      // The notice shows once the narration the save started is done.
      await expect(page.getByTestId('edit-notice')).toBeVisible({ timeout: 3 * 60_000 });
      await expect(header).toContainText('Processing complete');
      measured(`saved edit to narration done in the browser: ${(Date.now() - saved) / 1000} s`);
      measured(`notice: ${await page.getByTestId('edit-notice').textContent()}`);
      return job;
    });

    await test.step('only that paragraph was synthesised again', async () => {
      const { state, paragraphs } = await narrationOf(user, jobId);
      expect(state).toBe('done');
      expect(paragraphs).toBeDefined();
      expect(paragraphs!.synthesized).toBe(1);
      expect(paragraphs!.reused).toBe(paragraphs!.total - 1);
      await expect(page.getByTestId('edit-notice')).toHaveText(`1 paragraph re-narrated, ${paragraphs!.reused} reused`);
      measured(`paragraphs synthesised ${paragraphs!.synthesized} of ${paragraphs!.total}`);
    });

    await test.step('the transcript shows the new words, highlighted as they are spoken', async () => {
      const edited = transcript.getByTestId('stretch').filter({ hasText: 'want of a lighthouse keeper.' });
      await expect(edited.getByTestId('word')).toHaveText(EDITED.split(' '));
      await expect(transcript).not.toContainText('in want of a wife.');
      await edited
        .getByTestId('word')
        .filter({ hasText: /^fortune,$/ })
        .click();
      await recordHighlights(page);
      await page.getByTestId('play-pause').click();
      // A word is lit for well under a second: the page records each one as it lights up.
      await expect.poll(() => highlighted(page), { timeout: 30_000 }).toContain('lighthouse');
      const lit = await highlighted(page);
      // In reading order, from the word played from to the new one.
      expect(lit.indexOf('must')).toBeGreaterThanOrEqual(0);
      expect(lit.indexOf('must')).toBeLessThan(lit.indexOf('want'));
      expect(lit.indexOf('want')).toBeLessThan(lit.indexOf('lighthouse'));
      await page.getByTestId('play-pause').click();
    });

    await test.step('Undo brings back the old text and the old audio', async () => {
      const restored = nextNarration(page, /^\/api\/projects\/[^/]+\/script-versions\/[^/]+\/restore$/);
      await page.getByTestId('script-undo').click();
      const undoJob = await restored;
      await expect(transcript.getByTestId('stretch').filter({ hasText: 'in want of a wife.' })).toHaveCount(1, {
        timeout: 3 * 60_000,
      });
      await expect(header).toContainText('Processing complete');
      await expect(transcript).not.toContainText('lighthouse keeper');
      const after = await vocalOf(user, projectId);
      expect({ vocal: after.vocal, duration: after.vocal_duration }).toEqual({
        vocal: before.vocal,
        duration: before.vocal_duration,
      });
      const { paragraphs } = await narrationOf(user, undoJob);
      expect(paragraphs?.synthesized).toBe(0);
    });

    await test.step('the editor at 1440 and 390 px wide, kept as screenshots', async () => {
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.getByTestId('script-versions-toggle').click();
        await opening.getByTestId('stretch-menu').click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const file = test.info().outputPath(`review-edit-${width}.png`);
        await page.screenshot({ path: file, fullPage: false });
        await test.info().attach(`review & edit at ${width} px`, { path: file, contentType: 'image/png' });
        await page.keyboard.press('Escape');
        await page.getByTestId('script-versions-toggle').click();
      }
    });
  });

  test('an edit in chapter 2 keeps the page where it was and shows the new text at once, marked until narrated', async ({
    page,
  }) => {
    test.setTimeout(5 * 60_000);
    const user = await createUser();
    const { _id: projectId } = await createProject(user, { name: 'Pride and Prejudice' });
    const script = prideAndPrejudiceOpening(2, 20);
    await narrateThroughApi(user, projectId, await docxScriptFile('pride-and-prejudice-opening.docx', script));
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, user, `/app/project/${projectId}/review`);
    await expect(page.getByTestId('document-header')).toContainText('Processing complete', { timeout: 60_000 });

    const original = script.chapters[1]!.paragraphs[6]!;
    const edited = `${original} And so the evening ended with a lighthouse keeper.`;
    const stretch = page.getByTestId('transcript').getByTestId('stretch').filter({ hasText: original });
    await stretch.scrollIntoViewIfNeeded();
    await stretch.getByRole('button', { name: 'Edit paragraph' }).click();
    await page.getByRole('textbox', { name: 'Paragraph text' }).fill(edited);
    const scrolled = await page.evaluate(() => window.scrollY);
    // Far enough down that a jump to the top cannot pass for a small shift.
    expect(scrolled).toBeGreaterThan(1000);
    // Every position the page takes from the save on, as it scrolls.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { e2eScrolls: seen });
      window.addEventListener('scroll', () => seen.push(window.scrollY));
    });
    const scrolls = () => page.evaluate(() => (window as unknown as { e2eScrolls: number[] }).e2eScrolls);

    await page.getByTestId('stretch-save').click();
    const renarrating = page.getByTestId('stretch-renarrating');
    await expect(renarrating).toHaveCount(1);
    await expect(renarrating).toContainText(edited);
    await expect(renarrating).toContainText('Re-narrating...');
    await expect(renarrating).toBeInViewport();
    await expect(page.getByTestId('transcript').getByTestId('stretch').filter({ hasText: original })).toHaveCount(0);
    // The page as it is now, for a person to look at; nothing waits on the mark, which the new audio may already have
    // replaced on a fast run.
    const file = test.info().outputPath('review-renarrating-1440.png');
    await page.screenshot({ path: file });
    await test.info().attach('re-narrating at 1440 px', { path: file, contentType: 'image/png' });
    const settled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => ((window as unknown as { e2eScrolls: number[] }).e2eScrolls.length = 0));

    await expect(page.getByTestId('edit-notice')).toHaveText(/^1 paragraph re-narrated, \d+ reused$/, {
      timeout: 3 * 60_000,
    });
    const narrated = page.getByTestId('transcript').getByTestId('stretch').filter({ hasText: 'lighthouse keeper.' });
    await expect(narrated.getByTestId('word')).toHaveText(edited.split(' '));
    await expect(renarrating).toHaveCount(0);
    await expect(narrated).toBeInViewport();
    // The page moved at most a line's height while the narration replaced the text, and never back to the top.
    expect(Math.min(settled, ...(await scrolls()))).toBeGreaterThan(settled - 50);
  });
});
