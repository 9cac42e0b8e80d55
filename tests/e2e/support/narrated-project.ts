import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { VoiceModelsAnswer } from '@reeltalk/contracts';
import { callApi } from './accounts.ts';
import { recordProgress, shownProgress, type ShownProgress } from './progress.ts';

/** A short script (four sentences, about 70 words) so that each narration takes seconds. */
export const SHORT_SCRIPT =
  'The lighthouse keeper climbed the spiral stairs every evening before the sun went down. ' +
  'From the top he could see the fishing boats returning to the harbour, their lanterns swaying in the wind. ' +
  'On calm nights the sea was silver, and he would count the stars until the first watch ended. ' +
  'He had kept the light burning for forty years, and not once had it failed.\n';

/**
 * Makes a project through the upload step (name, then a .txt script) and waits on the review step until the
 * narration is done. Answers the project's id.
 */
export async function narrateScriptThroughUi(page: Page, name: string, scriptFile: string): Promise<string> {
  await writeFile(scriptFile, SHORT_SCRIPT);
  await expect(page.getByRole('heading', { name: 'Upload Your Script' })).toBeVisible();
  await page.getByLabel('Project Name').fill(name);
  await page.getByTestId('file-input').setInputFiles(scriptFile);
  const uploadError = page.getByTestId('upload-error');
  await expect(uploadError.or(page.getByTestId('review-step'))).toBeVisible({ timeout: 3 * 60_000 });
  await expect(uploadError).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/project\/[^/]+\/review$/);
  await expect(page.getByTestId('document-header')).toContainText('Processing complete', { timeout: 3 * 60_000 });
  const id = /\/app\/project\/([^/]+)\/review$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`no project id in ${page.url()}`);
  return decodeURIComponent(id);
}

/** When the review step's narration says its words and how long it is: one word's start and the player's total. */
export async function narrationTimings(page: Page, wordIndex: number): Promise<{ wordStart: number; total: string }> {
  await expect(page.getByTestId('document-header')).toContainText('Processing complete', { timeout: 60_000 });
  const word = page.getByTestId('transcript').getByTestId('word').nth(wordIndex);
  await expect(word).toBeVisible();
  const total = page.getByTestId('total-time');
  await expect(total).not.toHaveText('00:00');
  return { wordStart: Number(await word.getAttribute('data-start')), total: (await total.textContent()) ?? '' };
}

/**
 * A recorded voice sample: the preview clip of a male stock voice (a few seconds of speech, not the default voice) as
 * GET /api/voice-models offers it to the user, downloaded from its presigned address and written as an MP3 file.
 */
export async function writeVoiceSample(file: string, idToken: string): Promise<void> {
  const { data: voices } = await callApi<VoiceModelsAnswer>(idToken, 'GET', '/voice-models');
  const clip = voices.find((voice) => voice.gender === 'male' && !voice.isDefault && !voice.custom)?.preview_audio.file;
  if (!clip) throw new Error('no male stock voice offers a preview clip');
  const response = await fetch(clip);
  if (!response.ok) throw new Error(`the preview clip answered ${response.status}`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}

const VOICE_PROCESSING = { stage: 'voice-processing-stage', percent: 'voice-processing-percent' };

/** Records every stage text and percentage the voice step's processing overlay shows (see recordProgress). */
export const recordVoiceProcessing = (page: Page): Promise<void> => recordProgress(page, VOICE_PROCESSING);

export const shownVoiceProgress = (page: Page): Promise<ShownProgress[]> => shownProgress(page, VOICE_PROCESSING);
