import { JOB_KINDS, mixResultSchema } from '@reeltalk/contracts';
import type { JobRecorder } from '../jobs/notifications.ts';
import { finishedJobResult, jobRecorder } from '../jobs/recording.ts';
import type { MediaClient } from '../media/client.ts';
import type { MixRepository } from './repository.ts';

/**
 * What the bff keeps of the media-service's 'mix' jobs: when one is done, its MP3 and WAV become the project's
 * audio_stems.mix and mix_wav (once, however often its end is heard); a failed or replaced one records only that.
 */
export function createMixRecorder(deps: { mixes: MixRepository; media: MediaClient }): JobRecorder {
  const { mixes, media } = deps;
  return jobRecorder({
    kind: JOB_KINDS.mix,
    jobs: mixes,
    recordDone: async (job) =>
      mixes.complete(job.jobId, job.projectId, await finishedJobResult({ media }, job, mixResultSchema, 'mix')),
  });
}
