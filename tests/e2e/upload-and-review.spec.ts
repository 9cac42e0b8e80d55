import { createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { HIGHLIGHT_LEAD, playerState, recordPlayingMedia } from './support/playing-media.ts';
import { DOCX_TYPE, docxOf, prideAndPrejudiceOpening } from './support/script-files.ts';

/** Two chapters of four paragraphs: a real script's shape, narrated in seconds. */
const SCRIPT = prideAndPrejudiceOpening(2, 4);
const SCRIPT_FILE = 'pride-and-prejudice-opening.docx';

test.describe('upload and review (issue 4)', { tag: ['@mf-upload', '@mf-review'] }, () => {
  test('a .docx script is uploaded, narrated and reviewed with words highlighted as the audio plays', async ({
    page,
  }) => {
    test.setTimeout(5 * 60_000);
    await recordPlayingMedia(page);
    const user = await createUser();
    await signInThroughUi(page, user);

    // Project details, then the script.
    await expect(page.getByRole('heading', { name: 'Upload Your Script' })).toBeVisible();
    const dropArea = page.getByTestId('drop-area');
    await expect(dropArea).toContainText('Drag & Drop Your Script');
    await expect(dropArea).toContainText('Enter project name to upload');
    await expect(dropArea.getByRole('button', { name: 'Browse Files' })).toBeDisabled();
    await page.getByLabel('Project Name').fill('Pride and Prejudice');
    const genres = page.getByTestId('genre-input');
    await genres.fill('Romance');
    await genres.press('Enter');
    await genres.fill('Classic,');
    await expect(page.getByTestId('genre-chip')).toHaveText([/^Romance\b/, /^Classic\b/]);
    await expect(dropArea.getByRole('button', { name: 'Browse Files' })).toBeEnabled();

    await page
      .getByTestId('file-input')
      .setInputFiles({ name: SCRIPT_FILE, mimeType: DOCX_TYPE, buffer: await docxOf(SCRIPT) });
    await expect(page.getByTestId('progress-step')).toHaveText([
      'Creating Project',
      'Uploading File',
      'Processing Audio',
    ]);
    // A failed upload shows its message at once.
    const uploadError = page.getByTestId('upload-error');
    await expect(uploadError.or(page.getByTestId('review-step'))).toBeVisible({ timeout: 3 * 60_000 });
    await expect(uploadError).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/project\/[^/]+\/review$/);

    // The document header, once the narration is done.
    const header = page.getByTestId('document-header');
    await expect(header).toContainText('Processing complete', { timeout: 3 * 60_000 });
    await expect(header.getByTestId('document-name')).toHaveText(SCRIPT_FILE);
    await expect(header.getByTestId('document-size')).toHaveText(/^\d+(\.\d+)? KB$/);
    // Every word of the script by the word rule: the title's, the chapter titles' and the text's.
    await expect(header.getByTestId('document-words')).toHaveText('227 words');

    // The transcript: the title once, then the two chapters, each heading once, each with its paragraphs.
    const transcript = page.getByTestId('transcript');
    await expect(transcript.getByTestId('script-title')).toHaveText('Pride and Prejudice');
    await expect(transcript.getByTestId('chapter-title')).toHaveText(['Chapter 1', 'Chapter 2']);
    await expect(
      transcript.getByTestId('paragraph').filter({ hasText: /^(Chapter \d|Pride and Prejudice)$/ }),
    ).toHaveCount(0);
    await expect(transcript.getByTestId('paragraph')).toHaveCount(2 * 4);
    await expect(transcript.getByTestId('paragraph').first()).toBeVisible();
    await expect(transcript).toContainText('It is a truth universally acknowledged');
    // Each word its own span, pairs the engine reads in one go ("of a") included.
    const opening =
      'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.';
    await expect(transcript.getByTestId('paragraph').first().getByTestId('word')).toHaveText(opening.split(' '));

    // Playing highlights the spoken word: never one more than 0.8 s ahead of the audio.
    await page.getByTestId('play-pause').click();
    await expect
      .poll(async () => {
        const { time, paused, active } = await playerState(page);
        return !paused && time > 0 && active !== null && active.start <= time + HIGHLIGHT_LEAD && active.end >= time;
      })
      .toBe(true);

    // Clicking a later word moves the player there.
    await page.getByTestId('play-pause').click();
    await expect.poll(async () => (await playerState(page)).paused).toBe(true);
    const rendered = transcript.getByTestId('word');
    // Paragraphs far below get their word elements when scrolled near, so take one of those already there, by id.
    const laterId = await rendered.nth(Math.min(150, (await rendered.count()) - 1)).getAttribute('id');
    const later = page.locator(`[id="${laterId}"]`);
    const start = Number(await later.getAttribute('data-start'));
    expect(start).toBeGreaterThan((await playerState(page)).time + 5);
    await later.click();
    await expect.poll(async () => (await playerState(page)).time).toBeCloseTo(start, 1);
    const seeked = await playerState(page);
    expect(seeked.active).not.toBeNull();
    expect(seeked.active!.start).toBeLessThanOrEqual(seeked.time + HIGHLIGHT_LEAD);
    expect(seeked.active!.end).toBeGreaterThanOrEqual(seeked.time);
    const clock = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(Math.floor(start % 60)).padStart(2, '0')}`;
    await expect(page.getByTestId('current-time')).toHaveText(clock);
  });
});
