import { VIDEO_KIND, waveformVideoResultSchema } from '@reeltalk/contracts';
import type { JobEventHub } from '../jobs/hub.ts';
import { latestJob, lostJobOf } from '../jobs/lost-job.ts';
import type { JobRecorder } from '../jobs/notifications.ts';
import { finishedJobResult, settleUnfinished } from '../jobs/recording.ts';
import type { MediaClient } from '../media/client.ts';
import type { WaveformVideoRepository } from './repository.ts';

export const lostVideoJob = lostJobOf(VIDEO_KIND, 'The video generation was lost. Please generate the video again.');

/** What the bff keeps of a waveform video job: its state and, once it is done, the video it made (recorded once). */
export function createWaveformVideoRecorder(deps: {
  videos: WaveformVideoRepository;
  media: MediaClient;
  hub: JobEventHub;
}): JobRecorder {
  const { videos, media, hub } = deps;
  return {
    kind: VIDEO_KIND,
    async record(job) {
      if (job.state === 'done') {
        const result = await finishedJobResult({ media }, job, waveformVideoResultSchema, 'video');
        await videos.complete(job.jobId, job.projectId, result.videoKey);
      } else {
        await settleUnfinished({ hub }, job, videos.settle);
      }
    },
    inFlight: () => videos.inFlight(),
    lost: lostVideoJob,
    async current(projectId) {
      const row = await videos.latest(projectId);
      return row && latestJob({ hub, media }, { jobId: row.job_id, projectId }, lostVideoJob);
    },
  };
}
