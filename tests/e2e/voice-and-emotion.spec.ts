import type { Page } from '@playwright/test';
import { callApi, createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import {
  narrateScriptThroughUi,
  narrationTimings,
  recordVoiceProcessing,
  shownVoiceProgress,
  writeVoiceSample,
} from './support/narrated-project.ts';

// The stage texts of voice processing, and the text at 100 %.
const PREDEFINED_STAGES = [
  'Downloading voice model reference...',
  'Generating new audio with selected voice...',
  'Creating transcript...',
];
const CUSTOM_STAGES = ['Extracting vocal stems...', 'Generating new audio...', 'Creating transcript...'];
const COMPLETED = 'Processing completed!';

/** A word far enough in that a slower voice moves it by more than rounding. */
const WORD = 20;

interface ProjectAnswer {
  data: {
    voice_model_id: { _id: string; displayName: string } | string | null;
    emotions: string[];
  };
}

/** From the review step (narration done) to the voice step through the bottom navigation. */
async function openVoiceStep(page: Page, projectId: string) {
  await page.getByTestId('bottom-nav-forward').click();
  await expect(page).toHaveURL(`/app/project/${projectId}/voice`);
  await expect(page.getByTestId('voice-step')).toBeVisible();
  await expect(page.getByTestId('voice-card').first()).toBeVisible();
}

/** Continue to Soundtrack: the overlay showed the server's stages with rising percentages, then the soundtrack step. */
async function continueToSoundtrack(page: Page, projectId: string, stages: string[]): Promise<void> {
  await page.getByTestId('bottom-nav-forward').click();
  await expect(page).toHaveURL(`/app/project/${projectId}/soundtrack`, { timeout: 3 * 60_000 });
  const shown = await shownVoiceProgress(page);
  expect(shown.length).toBeGreaterThan(0);
  // Only the spec's stage texts, even while the job still waits in the queue.
  for (const { stage, percent } of shown) {
    expect([...stages, COMPLETED], JSON.stringify(shown)).toContain(stage);
    expect(percent).toMatch(/^\d{1,3}%$/);
  }
  // The server's progress of the work itself: a stage under way, beyond where the overlay starts and short of done.
  const underWay = shown.filter(({ stage, percent }) => stages.includes(stage) && !['0%', '100%'].includes(percent));
  expect(underWay, JSON.stringify(shown)).not.toHaveLength(0);
  const percents = shown.map(({ percent }) => Number.parseInt(percent, 10));
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
}

const previewsPaused = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAudioElement>('[data-testid="voice-card"] audio')].map((audio) => audio.paused),
  );

test.describe('voice and emotion (issue 5)', { tag: ['@mf-voice', '@mf-review'] }, () => {
  test('a chosen voice and two emotions re-narrate the project, and the summary shows them', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await recordVoiceProcessing(page);
    const user = await createUser();
    await signInThroughUi(page, user);
    const projectId = await narrateScriptThroughUi(page, 'The Lighthouse', test.info().outputPath('lighthouse.txt'));
    const before = await narrationTimings(page, WORD);

    await openVoiceStep(page, projectId);
    const cards = page.getByTestId('voice-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);

    // Two previews: the second one playing pauses the first.
    const [first, second] = [cards.nth(0), cards.nth(1)];
    await first.getByTestId('voice-preview').click();
    await expect(first.getByTestId('voice-preview')).toHaveAttribute('data-playing', 'true');
    expect((await previewsPaused(page)).slice(0, 2)).toEqual([false, true]);
    await second.getByTestId('voice-preview').click();
    await expect(second.getByTestId('voice-preview')).toHaveAttribute('data-playing', 'true');
    await expect(first.getByTestId('voice-preview')).toHaveAttribute('data-playing', 'false');
    expect((await previewsPaused(page)).slice(0, 2)).toEqual([true, false]);
    await second.getByTestId('voice-preview').click();
    await expect(second.getByTestId('voice-preview')).toHaveAttribute('data-playing', 'false');

    // A slower voice than the default one, and two emotions.
    const chosen = page.locator('[data-testid="voice-card"][data-voice-name="marcus"]');
    const chosenName = (await chosen.getByRole('heading').textContent()) ?? '';
    expect(chosenName).not.toBe('');
    await chosen.getByTestId('voice-select').click();
    await expect(chosen).toHaveAttribute('data-selected', 'true');
    for (const emotion of ['Joyful', 'Worried']) {
      const chip = page.locator(`[data-testid="emotion-chip"][data-emotion="${emotion}"]`);
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    }

    await continueToSoundtrack(page, projectId, PREDEFINED_STAGES);

    // The narration is the new voice's: its words sound at other times, and it lasts another length.
    await page.goto(`/app/project/${projectId}/review`);
    const after = await narrationTimings(page, WORD);
    expect(after.wordStart).not.toBe(before.wordStart);
    expect(after.total).not.toBe(before.total);

    await page.goto(`/app/project/${projectId}/export`);
    const summary = page.getByTestId('project-summary');
    await expect(summary.getByTestId('summary-voice')).toHaveText(chosenName);
    await expect(summary.getByTestId('summary-emotions')).toHaveText('Joyful, Worried');
    await expect(summary.getByTestId('summary-duration')).toHaveText(/^\d+:\d\d minutes$/);
    await expect(summary.getByTestId('summary-music-zones')).toHaveText('0 segment(s)');
  });

  test('a recorded voice sample becomes the narration voice', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await recordVoiceProcessing(page);
    const user = await createUser();
    const sample = test.info().outputPath('my-voice.mp3');
    await writeVoiceSample(sample, user.idToken);
    await signInThroughUi(page, user);
    const projectId = await narrateScriptThroughUi(page, 'My Own Voice', test.info().outputPath('lighthouse.txt'));
    const before = await narrationTimings(page, WORD);

    await openVoiceStep(page, projectId);
    await page.getByTestId('custom-voice-input').setInputFiles(sample);
    await expect(page.getByTestId('custom-voice-file-name')).toHaveText('my-voice.mp3');
    await expect(page.getByTestId('custom-voice-card')).toHaveAttribute('data-selected', 'true');

    await continueToSoundtrack(page, projectId, CUSTOM_STAGES);

    // The project's voice is now the user's own custom voice.
    const { data: project } = await callApi<ProjectAnswer>(user.idToken, 'GET', `/projects/${projectId}`);
    const voice = project.voice_model_id;
    if (voice === null || typeof voice !== 'object') throw new Error(`voice_model_id is ${JSON.stringify(voice)}`);
    const { data: models } = await callApi<{ data: Array<{ _id: string; custom?: boolean }> }>(
      user.idToken,
      'GET',
      '/voice-models',
    );
    expect(models.find((model) => model._id === voice._id)?.custom).toBe(true);

    await page.goto(`/app/project/${projectId}/export`);
    await expect(page.getByTestId('summary-voice')).toHaveText(voice.displayName);

    // Review shows the new narration's transcript.
    await page.goto(`/app/project/${projectId}/review`);
    const after = await narrationTimings(page, WORD);
    expect(after.wordStart).toBeGreaterThan(0);
    expect(after.wordStart).not.toBe(before.wordStart);
    await expect(page.getByTestId('transcript')).toContainText('The lighthouse keeper climbed the spiral stairs');
  });
});
