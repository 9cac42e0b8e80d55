import { JOB_KINDS, waveformVideoResultSchema } from '@reeltalk/contracts';
import type { JobEventHub } from '../jobs/hub.ts';
import { lostJobOf } from '../jobs/lost-job.ts';
import type { JobRecorder } from '../jobs/notifications.ts';
import { finishedJobResult, jobRecorder } from '../jobs/recording.ts';
import type { MediaClient } from '../media/client.ts';
import type { WaveformVideoRepository } from './repository.ts';

export const lostVideoJob = lostJobOf(
  JOB_KINDS.waveformVideo,
  'The video generation was lost. Please generate the video again.',
);

/** What the bff keeps of a waveform video job: its state and, once it is done, the video it made (recorded once). */
export function createWaveformVideoRecorder(deps: {
  videos: WaveformVideoRepository;
  media: MediaClient;
  hub: JobEventHub;
}): JobRecorder {
  const { videos, media } = deps;
  return jobRecorder(deps, {
    kind: JOB_KINDS.waveformVideo,
    jobs: videos,
    lost: lostVideoJob,
    async recordDone(job) {
      const result = await finishedJobResult({ media }, job, waveformVideoResultSchema, 'video');
      await videos.complete(job.jobId, job.projectId, result.videoKey);
    },
  });
}
