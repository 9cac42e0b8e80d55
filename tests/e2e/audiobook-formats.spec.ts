import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ACX_RULES, audiobookChapters, type ChapteredTimeline } from '@reeltalk/contracts';
import { audioChapters } from '@reeltalk/stack';
import JSZip from 'jszip';
import { callApi, createUser } from './support/accounts.ts';
import { expect, signInAt, test } from './support/fixtures.ts';
import { mediaFfmpegPath, probeMedia } from './support/media-probe.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';

/** A book of two chapters, each opening with its heading. */
const TWO_CHAPTERS =
  'The Lighthouse\n\n' +
  'Chapter One\n\n' +
  'The keeper climbed the spiral stairs every evening before the sun went down.\n\n' +
  'Chapter Two\n\n' +
  'On calm nights the sea was silver, and he counted the stars until the first watch ended.\n';

interface StoredProject {
  audio_stems: { timeline?: string | null };
}

/** Clicks `trigger` and saves the download it starts. */
async function downloadBy(page: Page, trigger: Locator, file: string) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), trigger.click()]);
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}

test('a narrated two-chapter book is downloaded from the export step as an M4B with its chapters and as an ACX package', async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  const owner = await createUser();
  const { _id: projectId } = await createProject(owner, { name: 'The Lighthouse' });
  await narrateThroughApi(owner, projectId, { name: 'lighthouse.txt', type: 'text/plain', bytes: TWO_CHAPTERS });
  await callApi(owner.idToken, 'POST', `/projects/${projectId}/mix-audio`, {});
  const { data: project } = await callApi<{ data: StoredProject }>(owner.idToken, 'GET', `/projects/${projectId}`);
  const { presignedUrl } = await callApi<{ presignedUrl: string }>(owner.idToken, 'POST', '/audio/presigned-url', {
    s3Key: project.audio_stems.timeline,
  });
  const timeline = (await (await fetch(presignedUrl)).json()) as ChapteredTimeline;

  await signInAt(page, owner, `/app/project/${projectId}/export`);
  await page.getByTestId('export-card-download').click();
  const formats = page.getByTestId('audiobook-formats');
  await expect(formats).toBeVisible();

  await test.step('the M4B: made with its progress shown, then downloaded with a chapter per heading', async () => {
    const m4b = page.getByTestId('format-m4b');
    await expect(m4b).toContainText('about');
    await m4b.getByTestId('make-m4b').click();
    await expect(m4b.getByTestId('download-m4b')).toBeVisible({ timeout: 3 * 60_000 });
    const saved = await downloadBy(page, m4b.getByTestId('download-m4b'), test.info().outputPath('book.m4b'));
    expect(saved.name).toBe('The Lighthouse.m4b');
    expect((await probeMedia(saved.file)).streams.some((line) => / Audio: aac/.test(line))).toBe(true);
    const chapters = await audioChapters(mediaFfmpegPath, saved.file);
    const expected = audiobookChapters(timeline);
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Chapter One', 'Chapter Two']);
    chapters.forEach((chapter, index) =>
      expect(Math.abs(chapter.start - expected[index]!.start)).toBeLessThanOrEqual(0.05),
    );
  });

  await test.step('the ACX package: stereo, a retail sample chosen, its report shown before the ZIP downloads', async () => {
    const acx = page.getByTestId('format-acx');
    await acx.getByTestId('acx-stereo').check();
    await acx.getByTestId('acx-sample-start').fill('0');
    await acx.getByTestId('acx-sample-seconds').fill('5');
    await acx.getByTestId('make-acx').click();
    await expect(acx.getByTestId('acx-report')).toBeVisible({ timeout: 5 * 60_000 });
    // Opening and closing credits, a file per chapter and the retail sample, each measured.
    await expect(acx.getByTestId('acx-report-file')).toHaveCount(5);
    const saved = await downloadBy(page, acx.getByTestId('download-acx'), test.info().outputPath('acx.zip'));
    expect(saved.name).toBe('The Lighthouse.zip');
    const zip = await JSZip.loadAsync(await readFile(saved.file));
    const mp3s = Object.keys(zip.files).filter((name) => name.endsWith('.mp3'));
    expect(mp3s).toHaveLength(5);
    for (const name of mp3s) {
      const file = test.info().outputPath(name.replace(/\//g, '_'));
      await writeFile(file, await zip.file(name)!.async('nodebuffer'));
      const [stream] = (await probeMedia(file)).streams;
      expect(stream).toMatch(
        new RegExp(`Audio: mp3, ${ACX_RULES.sampleRate} Hz, stereo, fltp, ${ACX_RULES.bitRateKbps} kb/s`),
      );
    }
  });
});
