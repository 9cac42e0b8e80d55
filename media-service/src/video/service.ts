import { JOB_KINDS, type WaveformVideoStarted } from '@reeltalk/contracts';
import { BadRequest, NotFound } from '@reeltalk/server-kit';
import type { JobRunner } from '../queue/job-runner.ts';
import { projectPrefix } from '../storage/keys.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { waveformVideoKey, type WaveformVideoInput } from './waveform-video-job.ts';

/** The mix and cover must be this project's own: a mix and a cover this service stored for it. */
function checkKeys(projectId: string, input: WaveformVideoInput): void {
  if (!input.mixKey.startsWith(`${projectPrefix(projectId)}mix/`)) {
    throw new BadRequest('The mix key is not a mix of this project.');
  }
  if (input.coverKey !== null && !input.coverKey.startsWith(`${projectPrefix(projectId)}cover/`)) {
    throw new BadRequest('The cover key is not a cover of this project.');
  }
}

export type WaveformVideoService = ReturnType<typeof createWaveformVideoService>;

export function createWaveformVideoService(deps: { runner: JobRunner; storage: ObjectStorage }) {
  const { runner, storage } = deps;
  return {
    /**
     * The waveform video of the project's mix, cover and title: the stored one when these inputs made one already,
     * else the job making it. One video is made per project at a time; a request for another one (a new title, say)
     * cancels the one in flight.
     */
    async start(projectId: string, input: WaveformVideoInput): Promise<WaveformVideoStarted> {
      checkKeys(projectId, input);
      const videoKey = waveformVideoKey(projectId, input);
      if (await storage.head(videoKey)) return { reused: true, videoKey };
      if (!(await storage.head(input.mixKey))) throw new NotFound('The mixed audio was not found.');
      const { jobId } = await runner.enqueue(JOB_KINDS.waveformVideo, projectId, input, {
        ownerId: input.ownerId,
        replaces: (running) => waveformVideoKey(projectId, running as WaveformVideoInput) !== videoKey,
      });
      return { jobId };
    },
  };
}
