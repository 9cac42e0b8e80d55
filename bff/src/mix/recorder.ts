import { JOB_KINDS, mixResultSchema } from '@reeltalk/contracts';
import type { JobEventHub } from '../jobs/hub.ts';
import { lostJobOf } from '../jobs/lost-job.ts';
import type { JobRecorder } from '../jobs/notifications.ts';
import { finishedJobResult, jobRecorder } from '../jobs/recording.ts';
import type { MediaClient } from '../media/client.ts';
import type { MixRepository } from './repository.ts';

const MIX_LOST = 'The audio mix was lost. Please mix the audio again.';

export const lostMix = lostJobOf(JOB_KINDS.mix, MIX_LOST);

/**
 * What the bff keeps of the media-service's 'mix' jobs: when one is done, its MP3 and WAV become the project's
 * audio_stems.mix and mix_wav (once, however often its end is heard); a failed or replaced one records only that.
 */
export function createMixRecorder(deps: { mixes: MixRepository; media: MediaClient; hub: JobEventHub }): JobRecorder {
  const { mixes, media } = deps;
  return jobRecorder(deps, {
    kind: JOB_KINDS.mix,
    jobs: mixes,
    lost: lostMix,
    recordDone: async (job) =>
      mixes.complete(job.jobId, job.projectId, await finishedJobResult({ media }, job, mixResultSchema, 'mix')),
  });
}
