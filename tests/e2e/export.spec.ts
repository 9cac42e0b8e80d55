import type { Locator, Page } from '@playwright/test';
import { audioTags } from '@reeltalk/stack';
import { writePicture } from './support/account-page.ts';
import { callApi, createUser, uniqueEmail, type TestUser } from './support/accounts.ts';
import { expect, signInAt, signInThroughUi, test } from './support/fixtures.ts';
import { mediaFfmpegPath, mp3RateTag, probeMedia } from './support/media-probe.ts';
import { addZonesThroughApi, generateTrackThroughApi } from './support/music-zones.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { recordProgress, shownProgress } from './support/progress.ts';
import { createProject } from './support/projects.ts';
import { mailTo, shareLinkParts } from './support/share-links.ts';

const MIX_PROGRESS = { stage: 'mix-stage', percent: 'mix-progress' };
const VIDEO_PROGRESS = { percent: 'video-progress' };
const UPDATE_PROGRESS = { stage: 'update-stage', percent: 'update-progress' };
const LINK_INVALID = 'Link Expired or Invalid';

interface StoredProject {
  name: string;
  audio_stems: { mix: string | null; mix_wav?: string | null; vocal_duration: number | null };
  videoInfo: { cover_art?: string | null; video_title_caption?: string | null };
}

const projectOf = async (user: TestUser, projectId: string) =>
  (await callApi<{ data: StoredProject }>(user.idToken, 'GET', `/projects/${projectId}`)).data;

/** A project of `user` narrated from the short script (about 20 s of speech), made through the API. */
async function narratedProject(user: TestUser, name: string): Promise<{ projectId: string; narration: number }> {
  const { _id: projectId } = await createProject(user, { name });
  await narrateThroughApi(user, projectId);
  const narration = (await projectOf(user, projectId)).audio_stems.vocal_duration;
  if (!narration) throw new Error(`${name} has no narration length after narrating`);
  return { projectId, narration };
}

/** Every alert the page raises, dismissed as a person would after reading it. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

/** Clicks `trigger` and saves the download it starts; a failure names the alerts the page raised meanwhile. */
async function downloadBy(page: Page, trigger: Locator, file: string, alerts: string[], timeout = 60_000) {
  try {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout }), trigger.click()]);
    await download.saveAs(file);
    return { file, name: download.suggestedFilename() };
  } catch (error) {
    throw new Error(`no download (alerts: ${alerts.join(' | ') || 'none'}): ${String(error)}`, { cause: error });
  }
}

/** The presigned address the page's player plays, as a storage key (its path after the bucket). */
const playedKey = async (page: Page) => {
  const src = await page.getByTestId('export-player').locator('audio').getAttribute('src');
  return src ? decodeURIComponent(new URL(src).pathname).split('/').slice(2).join('/') : null;
};

/** Plays the player from the start and sees it advance past a second, then pauses it. */
async function playForASecond(page: Page): Promise<void> {
  const audio = page.getByTestId('export-player').locator('audio');
  await page.getByTestId('player-play').click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(1);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  await expect(page.getByTestId('player-current')).not.toHaveText('00:00');
  await page.getByTestId('player-play').click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
}

/** Notes a measured figure in the test's report. */
const measured = (description: string) => test.info().annotations.push({ type: 'measured', description });

/** mm:ss as seconds. */
const clockSeconds = (text: string | null) => {
  const [minutes, seconds] = (text ?? '').split(':').map(Number);
  return minutes! * 60 + seconds!;
};

test.describe('mix, export and share (issue 11)', { tag: ['@mf-review', '@mf-soundtrack', '@mf-export'] }, () => {
  test('a narrated project with two zones is mixed, played, retitled, downloaded as MP3, WAV and a waveform video', async ({
    page,
  }) => {
    test.setTimeout(20 * 60_000);
    // The share dialog e-mails its recipients: that needs a verified address.
    const owner = await createUser({ verified: true });
    const { projectId, narration } = await narratedProject(owner, 'The Lighthouse');
    const trackId = await generateTrackThroughApi(owner, projectId, {
      name: 'Harbour Night',
      prompt: 'slow melancholic piano',
      seconds: 15,
    });
    await addZonesThroughApi(owner, projectId, [
      { soundtrackId: trackId, start_time: 1, end_time: 7 },
      { soundtrackId: trackId, start_time: narration - 7, end_time: narration - 1 },
    ]);
    const alerts = collectAlerts(page);
    await signInThroughUi(page, owner);

    await test.step("'Mix & Export Audiobook' mixes with the job's progress, then opens the export step", async () => {
      await recordProgress(page, MIX_PROGRESS);
      await recordProgress(page, VIDEO_PROGRESS);
      await recordProgress(page, UPDATE_PROGRESS);
      await page.goto(`/app/project/${projectId}/soundtrack`);
      await expect(page.getByTestId('music-zone')).toHaveCount(2);
      const mixAndExport = page.getByTestId('bottom-nav-forward');
      await expect(mixAndExport).toHaveText('Mix & Export Audiobook');
      await mixAndExport.click();
      await expect(page.getByTestId('mix-overlay')).toBeVisible();
      await expect(mixAndExport).toBeDisabled();
      await expect(page).toHaveURL(`/app/project/${projectId}/export`, { timeout: 5 * 60_000 });
      expect(alerts).toEqual([]);

      const shown = await shownProgress(page, MIX_PROGRESS);
      expect(shown[0]).toEqual({ stage: 'Preparing audio export...', percent: '0%' });
      expect(shown.at(-1)).toEqual({ stage: 'Audio mixing completed!', percent: '100%' });
      const processing = shown.filter((each) => each.stage === 'Processing audio files...');
      expect(processing.length).toBeGreaterThan(0);
      expect(processing.every((each) => parseInt(each.percent, 10) >= 25)).toBe(true);
      const percents = shown.map((each) => parseInt(each.percent, 10));
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      measured(`mix progress shown: ${shown.map((each) => `${each.percent} ${each.stage}`).join(', ')}`);
    });

    const mixed = (await projectOf(owner, projectId)).audio_stems;
    await test.step('the export step plays the new mix', async () => {
      expect(mixed.mix).toMatch(new RegExp(`^projects/${projectId}/mix/.+\\.mp3$`));
      expect(mixed.mix_wav).toMatch(new RegExp(`^projects/${projectId}/mix/.+\\.wav$`));
      await expect(page.getByTestId('export-step')).toBeVisible();
      await expect(page.getByTestId('project-summary')).toBeVisible();
      await expect.poll(() => playedKey(page)).toBe(mixed.mix);
      await expect(page.getByTestId('player-total')).not.toHaveText('00:00');
      expect(Math.abs(clockSeconds(await page.getByTestId('player-total').textContent()) - narration)).toBeLessThan(1);
      await playForASecond(page);
    });

    const title = 'Lighthouse Nights';
    await test.step('the cover and title are edited, and the page reloads with them', async () => {
      const picture = test.info().outputPath('cover.png');
      await writePicture(picture, '#1d4e89');
      await page.getByTestId('player-cover-edit').click();
      await expect(page.getByTestId('cover-dialog')).toBeVisible();
      await page.getByTestId('cover-file').setInputFiles(picture);
      await page.getByTestId('cover-title').fill(title);
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.getByTestId('cover-save').click();
      await expect(page.getByTestId('cover-save')).toHaveText('Saved!');
      await reloaded;
      await expect(page.getByTestId('player-title')).toHaveText(title);
      const { videoInfo } = await projectOf(owner, projectId);
      expect(videoInfo.video_title_caption).toBe(title);
      expect(videoInfo.cover_art).toMatch(new RegExp(`^projects/${projectId}/cover/.+\\.jpg$`));
      const cover = page.getByTestId('export-player').locator('img');
      await expect.poll(async () => (await cover.getAttribute('src')) ?? '').toContain(`/${videoInfo.cover_art}`);
      expect(alerts).toEqual([]);
    });

    /** Opens the download choice and picks one of its options. */
    const choose = async (choice: string, file: string, timeout?: number) => {
      await page.getByTestId('export-card-download').click();
      await expect(page.getByTestId('download-dialog')).toBeVisible();
      return downloadBy(page, page.getByTestId(choice), test.info().outputPath(file), alerts, timeout);
    };

    await test.step('MP3 and WAV downloads after the retitle: mixed again under the new title, 320 kb/s CBR MP3, both as long as the narration', async () => {
      // The title is in the mix's tags: the retitle started the mix again in the background, and the first download
      // asks for it before it saves: at once if that mix is done, else following its progress until it is.
      const mp3 = await choose('download-mp3', 'mix.mp3', 5 * 60_000);
      expect(mp3.name).toBe(`${title}.mp3`);
      const tags = { title, album: title, artist: owner.fullName };
      expect(await audioTags(mediaFfmpegPath, mp3.file)).toMatchObject(tags);
      const updating = await shownProgress(page, UPDATE_PROGRESS);
      expect(updating.map((each) => parseInt(each.percent, 10))).toEqual(
        updating.map((each) => parseInt(each.percent, 10)).sort((a, b) => a - b),
      );
      await expect(page.getByTestId('update-overlay')).toHaveCount(0);
      const remixed = (await projectOf(owner, projectId)).audio_stems;
      expect(remixed.mix).not.toBe(mixed.mix);
      // The player plays the mix that was downloaded.
      await expect.poll(() => playedKey(page)).toBe(remixed.mix);
      const mp3Report = await probeMedia(mp3.file);
      expect(mp3Report.streams).toEqual([expect.stringMatching(/Audio: mp3, 44100 Hz, stereo, \w+, 320 kb\/s$/)]);
      expect(await mp3RateTag(mp3.file)).toBe('Info');
      expect(Math.abs(mp3Report.seconds - narration)).toBeLessThanOrEqual(0.05);

      // Nothing changed since: the WAV of the same mix downloads at once.
      const wav = await choose('download-wav', 'mix.wav');
      expect(wav.name).toBe(`${title}.wav`);
      expect(await audioTags(mediaFfmpegPath, wav.file)).toMatchObject(tags);
      expect((await projectOf(owner, projectId)).audio_stems.mix_wav).toBe(remixed.mix_wav);
      const wavReport = await probeMedia(wav.file);
      expect(wavReport.streams).toEqual([expect.stringMatching(/Audio: pcm_s16le .*44100 Hz, stereo/)]);
      expect(Math.abs(wavReport.seconds - narration)).toBeLessThanOrEqual(0.05);
      expect(alerts).toEqual([]);
      measured(`narration ${narration} s; MP3 ${mp3Report.seconds} s, WAV ${wavReport.seconds} s`);
      measured(
        `updating progress shown: ${updating.map((each) => `${each.percent} ${each.stage}`).join(', ') || 'none (the mix begun at the retitle was done)'}`,
      );
    });

    await test.step('the waveform video renders with its progress and downloads: H.264 + AAC, 1280x720', async () => {
      const rendering = choose('download-video', 'mix.mp4', 10 * 60_000);
      const overlay = page.getByRole('dialog', { name: 'Generating Waveform Video' });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByTestId('video-overlay')).toContainText('This may take a few minutes...');
      const video = await rendering;
      expect(video.name).toBe(`${title}.mp4`);
      // The percentage starts at 10 and follows the render to 100.
      const percents = (await shownProgress(page, VIDEO_PROGRESS)).map((each) => parseInt(each.percent, 10));
      expect(percents[0]).toBe(10);
      expect(percents.at(-1)).toBe(100);
      expect(percents.some((percent) => percent > 10 && percent < 100)).toBe(true);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      await expect(overlay).toHaveCount(0);

      const report = await probeMedia(video.file);
      expect(report.streams).toEqual(
        expect.arrayContaining([expect.stringMatching(/Video: h264 .*1280x720/), expect.stringMatching(/Audio: aac/)]),
      );
      expect(Math.abs(report.seconds - narration)).toBeLessThanOrEqual(0.1);
      measured(`video ${report.seconds} s: ${report.streams.join(' / ')}; percents shown ${percents.join(', ')}`);
    });
  });

  test('a feedback link is e-mailed to two recipients, opens without signing in, takes a timed comment, and stops opening when tampered with or revoked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(10 * 60_000);
    const owner = await createUser();
    const { projectId, narration } = await narratedProject(owner, 'The Keeper');
    const { mixFile } = await callApi<{ mixFile: { s3Key: string } }>(
      owner.idToken,
      'POST',
      `/projects/${projectId}/mix-audio`,
    );
    const alerts = collectAlerts(page);
    await signInAt(page, owner, `/app/project/${projectId}/export`);
    await expect(page.getByTestId('export-step')).toBeVisible();

    const [ada, bob] = [uniqueEmail('ada'), uniqueEmail('bob')];
    let link = '';
    await test.step('the share dialog sends the link to two recipients, and both e-mails arrive', async () => {
      await page.getByTestId('export-card-share').click();
      const dialog = page.getByTestId('share-dialog');
      await expect(dialog).toBeVisible();
      await page.getByTestId('share-recipients').fill(`${ada}, ${bob}`);
      await page.getByTestId('share-recipients').press('Enter');
      await expect(page.getByTestId('share-recipient')).toContainText([ada, bob]);
      await page.getByTestId('share-message').fill('The final mix, tell me what you think.');
      await page.getByTestId('share-feedback').check();
      await page.getByTestId('share-create').click();
      link = (await page.getByTestId('share-link-url').textContent()) ?? '';
      expect(link.startsWith(`${new URL(page.url()).origin}/share-view?`)).toBe(true);
      expect(shareLinkParts(link)).toMatchObject({ pId: projectId });
      for (const address of [ada, bob]) {
        await expect.poll(async () => (await mailTo(address)).length).toBe(1);
        const [mail] = await mailTo(address);
        expect(mail!.text).toContain(link);
        expect(mail!.text).toContain('The final mix, tell me what you think.');
      }
      await expect(page.getByTestId('share-link')).toHaveCount(1);
      expect(alerts).toEqual([]);
    });

    // Someone who got the e-mail: a browser that never signed in.
    const listenerContext = await browser.newContext();
    const listener = await listenerContext.newPage();
    const listenerAlerts = collectAlerts(listener);
    const shareViewStatus = async (address: string) => {
      const [answer] = await Promise.all([
        listener.waitForResponse(
          (response) =>
            response.request().method() === 'GET' &&
            /^\/api\/projects\/[^/]+\/share-view$/.test(new URL(response.url()).pathname),
        ),
        listener.goto(address),
      ]);
      return answer.status();
    };
    await test.step('the link opens without signing in: the mix plays and downloads', async () => {
      expect(await shareViewStatus(link)).toBe(200);
      await expect(listener.getByTestId('shared-view')).toBeVisible();
      await expect(listener.getByTestId('shared-title')).toHaveText('The Keeper');
      await expect.poll(() => playedKey(listener)).toBe(mixFile.s3Key);
      await playForASecond(listener);
      const mp3 = await downloadBy(
        listener,
        listener.getByTestId('shared-download-mp3'),
        test.info().outputPath('shared.mp3'),
        listenerAlerts,
      );
      const report = await probeMedia(mp3.file);
      expect(report.streams).toEqual([expect.stringMatching(/Audio: mp3, .*320 kb\/s$/)]);
      expect(Math.abs(report.seconds - narration)).toBeLessThanOrEqual(0.05);
    });

    const comment = 'The music swells too early here.';
    await test.step('a listener leaves a comment at 00:06, and the owner sees it on the timeline and in the list', async () => {
      await listener.getByTestId('player-seek').fill('6');
      await expect(listener.getByTestId('player-current')).toHaveText('00:06');
      await listener.getByTestId('comment-name').fill('Ada');
      await listener.getByTestId('comment-text').fill(comment);
      await listener.getByTestId('comment-submit').click();
      await expect(listener.getByTestId('comment-item').filter({ hasText: comment })).toBeVisible();
      expect(listenerAlerts).toEqual([]);

      await page.reload();
      const item = page.getByTestId('comment-list').getByTestId('comment-item');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('00:06');
      await expect(item).toContainText('Ada');
      await expect(item).toContainText(comment);
      await expect(page.getByTestId('export-player').getByTestId('comment-marker')).toHaveCount(1);
      await item.click();
      await expect(page.getByTestId('player-current')).toHaveText('00:06');
    });

    await test.step("a link with a changed key shows 'Link Expired or Invalid'", async () => {
      const parts = shareLinkParts(link);
      const tampered = new URL(link);
      tampered.searchParams.set('key', `${parts.key.slice(0, -1)}${parts.key.endsWith('A') ? 'B' : 'A'}`);
      expect(await shareViewStatus(tampered.toString())).toBe(404);
      await expect(listener.getByTestId('shared-error')).toContainText(LINK_INVALID);
    });

    await test.step("the owner revokes the link: it shows 'Link Expired or Invalid'", async () => {
      await page.getByTestId('export-card-share').click();
      const row = page.getByTestId('share-link');
      await row.getByTestId('share-link-revoke').click();
      await row.getByTestId('share-link-revoke-confirm').click();
      await expect(row.getByTestId('share-link-status')).toHaveText(/revoked/i);
      expect(await shareViewStatus(link)).toBe(403);
      await expect(listener.getByTestId('shared-error')).toContainText(LINK_INVALID);
    });

    await listenerContext.close();
  });
});
