import { JOB_KINDS, waveformVideoResultSchema } from '@reeltalk/contracts';
import type { JobRecorder } from '../jobs/notifications.ts';
import { finishedJobResult, jobRecorder } from '../jobs/recording.ts';
import type { MediaClient } from '../media/client.ts';
import type { WaveformVideoRepository } from './repository.ts';

/** What the bff keeps of a waveform video job: once it is done, the video it made (recorded once). */
export function createWaveformVideoRecorder(deps: {
  videos: WaveformVideoRepository;
  media: MediaClient;
}): JobRecorder {
  const { videos, media } = deps;
  return jobRecorder({
    kind: JOB_KINDS.waveformVideo,
    jobs: videos,
    async recordDone(job) {
      const result = await finishedJobResult({ media }, job, waveformVideoResultSchema, 'video');
      await videos.complete(job.jobId, job.projectId, result.videoKey);
    },
  });
}
