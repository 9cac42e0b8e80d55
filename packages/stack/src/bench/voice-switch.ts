import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readStackFile } from '../stack-file.ts';
import { createProject, createUser, type BenchUser } from './bench-user.ts';
import { seconds, type BenchStack, type Measurement } from './measurement.ts';

const NOVEL = 'pride-and-prejudice-ch1-6.txt';
const fixturesDir = process.env.FIXTURES_DIR ?? '/work/shared/fixtures';

interface Voice {
  _id: string;
  name: string;
  isDefault: boolean;
  preview_audio: { file: string | null };
}

async function api<T>(stack: BenchStack, user: BenchUser, method: string, route: string, body?: FormData): Promise<T> {
  const response = await fetch(`${stack.url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${user.idToken}` },
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${route} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Waits for a narration by polling its status, as often as the voice step's event stream does. */
async function narrationDone(stack: BenchStack, user: BenchUser, jobId: string): Promise<void> {
  for (;;) {
    const { data } = await api<{ data: { state: string; error: string | null } }>(
      stack,
      user,
      'GET',
      `/narrations/${jobId}`,
    );
    if (data.state === 'completed') return;
    if (data.state === 'failed') throw new Error(`narration ${jobId} failed: ${data.error}`);
    await sleep(250);
  }
}

/** The media-service's own count of what a narration job did (read with the stack's service token). */
async function paragraphsOf(stack: BenchStack, jobId: string): Promise<{ total: number; reused: number }> {
  const media = readStackFile(stack.config.dataDir).pieces.find((piece) => piece.name === 'media-service');
  const response = await fetch(`${media?.url}/jobs/${jobId}`, {
    headers: { authorization: `Bearer ${media?.env.SERVICE_TOKEN}` },
  });
  return ((await response.json()) as { result: { paragraphs: { total: number; reused: number } } }).result.paragraphs;
}

/** Seconds from POST /api/process-voice-emotion to the narration completed (and written onto the project). */
async function processVoice(
  stack: BenchStack,
  user: BenchUser,
  projectId: string,
  voiceModelId: string,
  emotions: string[],
): Promise<{ seconds: number; jobId: string }> {
  const started = performance.now();
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('voiceModelId', voiceModelId);
  form.append('emotions', JSON.stringify(emotions));
  form.append('flowType', 'predefined');
  const { data } = await api<{ data: { jobId: string | null } }>(stack, user, 'POST', '/process-voice-emotion', form);
  if (!data.jobId) throw new Error('the voice change was not processed');
  await narrationDone(stack, user, data.jobId);
  return { seconds: (performance.now() - started) / 1000, jobId: data.jobId };
}

/**
 * The voice step on the ch1-6 novel text: a full narration in a new voice, then switching back to a voice and
 * emotions narrated once already (every paragraph reused: only the track is assembled again); and how long a voice's
 * preview takes to be playable once chosen.
 */
export const voiceSwitch: Measurement = {
  name: 'voice switch (ch1-6 novel)',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const projectId = await createProject(stack, user);
    const script = new FormData();
    script.append('projectId', projectId);
    script.append('file', new Blob([readFileSync(path.join(fixturesDir, 'texts', NOVEL))]), NOVEL);
    await api(stack, user, 'POST', '/upload', script);

    // The first listing after a start makes the preview clips; later ones find them stored.
    let started = performance.now();
    const { data: voices } = await api<{ data: Voice[] }>(stack, user, 'GET', '/voice-models');
    const firstList = (performance.now() - started) / 1000;
    started = performance.now();
    await api(stack, user, 'GET', '/voice-models');
    const list = (performance.now() - started) / 1000;
    const [first, second] = voices.filter((voice) => !voice.isDefault);
    if (!first?.preview_audio.file || !second) throw new Error('the catalogue has too few voices with previews');
    // Choosing a voice in the list plays its clip from the URL the list gave: playable once it has arrived.
    started = performance.now();
    const clip = await fetch(first.preview_audio.file);
    await clip.arrayBuffer();
    const preview = (performance.now() - started) / 1000;

    const full = await processVoice(stack, user, projectId, first._id, ['Joyful']);
    await processVoice(stack, user, projectId, second._id, ['Worried']);
    const back = await processVoice(stack, user, projectId, first._id, ['Joyful']);
    const reused = await paragraphsOf(stack, back.jobId);
    return [
      { label: 'full narration in a new voice', value: seconds(full.seconds) },
      {
        label: 'switch back to a voice narrated before',
        value: `${seconds(back.seconds)} (${reused.reused} of ${reused.total} paragraphs reused)`,
      },
      { label: 'switch back / full narration', value: (back.seconds / full.seconds).toFixed(2) },
      { label: 'voice list, first call (previews made)', value: seconds(firstList) },
      { label: 'voice list, stored previews', value: seconds(list) },
      { label: 'choose a voice → preview playable', value: seconds(preview) },
    ];
  },
};
