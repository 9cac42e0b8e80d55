import os from 'node:os';
import { mediaServiceOf, postAwaitingAnswer } from './bench-api.ts';
import { createUser } from './bench-user.ts';
import { seconds, type Measurement } from './measurement.ts';
import { mixAudio, narratedWithZones } from './mix.ts';
import { residentBytes, sampleMemory } from './process-memory.ts';

/** Issue 11's target: the waveform video at 5 times real time or faster. */
const TARGET_TIMES_REAL_TIME = 5;

const megabytes = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

export const video: Measurement = {
  name: 'waveform video (MP4 1280×720, H.264 + AAC) of the mix of the ch1-6 narration',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const { projectId, audio } = await narratedWithZones(stack, user);
    await mixAudio(stack, user, projectId);
    const { pid } = mediaServiceOf(stack);
    const [load] = os.loadavg();
    const baseline = residentBytes(pid);
    const sampler = sampleMemory(pid);
    const started = performance.now();
    await postAwaitingAnswer(stack, user, `/projects/${projectId}/generate-waveform-video`).catch((error: unknown) => {
      sampler.stop();
      throw error;
    });
    const wall = (performance.now() - started) / 1000;
    const memory = sampler.stop();
    return [
      { label: 'machine load average at the start', value: load!.toFixed(1) },
      {
        label: 'waveform video',
        value:
          `audio ${Math.round(audio)} s in ${seconds(wall)} wall → ${(audio / wall).toFixed(1)}× real time ` +
          `(target ${TARGET_TIMES_REAL_TIME}×)`,
      },
      { label: 'media-service peak RSS', value: `${megabytes(memory.peak)} (baseline ${megabytes(baseline)})` },
      { label: 'media-service + its ffmpeg, peak RSS', value: megabytes(memory.peakWithChildren) },
    ];
  },
};
