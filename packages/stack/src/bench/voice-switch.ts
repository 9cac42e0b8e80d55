import { sharedFixture } from '../shared-fixtures.ts';
import { api, mediaJob, narrationCompleted, uploadScript } from './bench-api.ts';
import { createProject, createUser, type BenchUser } from './bench-user.ts';
import { seconds, type BenchStack, type Measurement } from './measurement.ts';

interface Voice {
  _id: string;
  isDefault: boolean;
  preview_audio: { file: string | null };
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
  await narrationCompleted(stack, user, data.jobId);
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
    await uploadScript(stack, user, projectId, sharedFixture('texts', 'pride-and-prejudice-ch1-6.txt'));

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
    const { result } = await mediaJob<{ paragraphs: { total: number; reused: number } }>(stack, back.jobId);
    const reused = result.paragraphs;
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
