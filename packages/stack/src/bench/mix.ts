import os from 'node:os';
import { sharedFixture } from '../shared-fixtures.ts';
import { api, mediaServiceOf, postAwaitingAnswer } from './bench-api.ts';
import { createProject, createUser, type BenchUser } from './bench-user.ts';
import { seconds, type BenchStack, type Measurement } from './measurement.ts';
import { untilReviewable } from './narration.ts';
import { residentBytes, sampleMemory } from './process-memory.ts';

/** Issue 11's target: the mix, its mastering and the MP3 at 60 times real time or faster. */
const TARGET_TIMES_REAL_TIME = 60;
/** Three zones, as fractions of the narration: one near the start, one in the middle, one near the end. */
const ZONES = [
  [0.02, 0.2],
  [0.4, 0.55],
  [0.75, 0.98],
] as const;

const megabytes = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

/** POST /api/projects/{id}/mix-audio, which answers once the mix is stored. */
export const mixAudio = (
  stack: BenchStack,
  user: BenchUser,
  projectId: string,
): Promise<{ reused: boolean; mixFile: { url: string } }> =>
  postAwaitingAnswer(stack, user, `/projects/${projectId}/mix-audio`);

/** A narrated project of the ch1-6 text with three zones of stock music; answers its id and narration's length. */
export async function narratedWithZones(
  stack: BenchStack,
  user: BenchUser,
): Promise<{ projectId: string; audio: number }> {
  const projectId = await createProject(stack, user);
  await untilReviewable(stack, user, projectId, sharedFixture('texts', 'pride-and-prejudice-ch1-6.txt'));
  const { data: project } = await api<{ data: { audio_stems: { vocal_duration: number } } }>(
    stack,
    user,
    'GET',
    `/projects/${projectId}`,
  );
  const audio = project.audio_stems.vocal_duration;
  const { data: tracks } = await api<{ data: Array<{ _id: string; type: string }> }>(
    stack,
    user,
    'GET',
    '/soundtracks',
  );
  const stock = tracks.filter((track) => track.type === 'stock');
  for (const [index, [from, to]] of ZONES.entries()) {
    await api(stack, user, 'POST', `/projects/${projectId}/music-zones`, {
      soundtrackId: stock[index % stock.length]!._id,
      start_time: audio * from,
      end_time: audio * to,
    });
  }
  return { projectId, audio };
}

export const mix: Measurement = {
  name: 'mix + master + MP3 of the ch1-6 narration with three zones',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const { projectId, audio } = await narratedWithZones(stack, user);
    const { pid } = mediaServiceOf(stack);
    const [load] = os.loadavg();
    const baseline = residentBytes(pid);
    const sampler = sampleMemory(pid);
    const started = performance.now();
    const answer = await mixAudio(stack, user, projectId).catch((error: unknown) => {
      sampler.stop();
      throw error;
    });
    const wall = (performance.now() - started) / 1000;
    const memory = sampler.stop();
    const [loadAfter] = os.loadavg();
    if (answer.reused) throw new Error('the mix was answered as stored: nothing was measured');
    return [
      // The mix uses every core: other work on the machine slows it as much as it takes of them.
      {
        label: 'machine load average at the start and at the end',
        value: `${load!.toFixed(1)}, ${loadAfter!.toFixed(1)}`,
      },
      {
        label: 'mix + master + MP3 + WAV (3 zones)',
        value:
          `audio ${Math.round(audio)} s in ${seconds(wall)} wall → ${(audio / wall).toFixed(1)}× real time ` +
          `(target ${TARGET_TIMES_REAL_TIME}×)`,
      },
      { label: 'media-service peak RSS', value: `${megabytes(memory.peak)} (baseline ${megabytes(baseline)})` },
      { label: 'media-service + its ffmpeg, peak RSS', value: megabytes(memory.peakWithChildren) },
    ];
  },
};
