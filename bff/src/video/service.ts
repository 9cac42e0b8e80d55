import {
  audioTitleOf,
  EXPORT_MESSAGES,
  JOB_KINDS,
  waveformVideoResultSchema,
  type WaveformVideoResponse,
} from '@reeltalk/contracts';
import { Conflict } from '@reeltalk/server-kit';
import { downloadName } from '../audio/download-name.ts';
import { coverKeyOf } from '../cover/cover-key.ts';
import type { JobEventHub } from '../jobs/hub.ts';
import type { JobState } from '../jobs/job-state.ts';
import { waitForJob } from '../jobs/wait-for-job.ts';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { WaveformVideoRepository } from './repository.ts';

const VIDEO_SERVER_MESSAGES = {
  replaced: 'Another waveform video of this project was asked for meanwhile; that one is being made instead.',
} as const;

/**
 * Waveform videos of a project's mix: the media-service's 'waveform-video' job renders one per mix, cover and title
 * (a stored one of the same inputs is answered at once); the bff records which project a job belongs to and, once,
 * the video it made, and the route answers once the video is there.
 */
export function createWaveformVideoService(deps: {
  videos: WaveformVideoRepository;
  projects: ProjectService;
  media: MediaClient;
  hub: JobEventHub;
  jobState: JobState;
  limits: LimitService;
}) {
  const { videos, projects, media, hub, jobState, limits } = deps;

  /** The video the job made, once it has ended; a job that did not make one is an error. */
  const videoOf = async (jobId: string, projectId: string, signal: AbortSignal): Promise<string> => {
    await videos.insert(jobId, projectId);
    const event = await waitForJob({ hub, jobState }, { kind: JOB_KINDS.waveformVideo, jobId, projectId }, signal);
    if (event.state === 'cancelled') throw new Conflict(VIDEO_SERVER_MESSAGES.replaced);
    if (event.state !== 'done') throw new Error(`Waveform video job ${jobId} failed: ${event.error}`);
    return waveformVideoResultSchema.parse((await media.call('job', { jobId })).result).videoKey;
  };

  return {
    /**
     * The waveform video of the project's mix, cover and title, made now unless these made one already: answered as
     * a download of "<title>.mp4". `signal` aborts when the caller goes away (the job goes on).
     */
    async generate(caller: Caller, projectId: string, signal: AbortSignal): Promise<WaveformVideoResponse> {
      const project = await projects.get(caller, projectId);
      const mixKey = project.audio_stems.mix;
      const seconds = project.audio_stems.vocal_duration;
      if (!mixKey || !seconds) throw new Conflict(EXPORT_MESSAGES.noMixedAudio);
      const title = audioTitleOf(project);
      const started = await limits.job(
        caller,
        JOB_KINDS.waveformVideo,
        () => jobState.inFlightCountOwnedBy(JOB_KINDS.waveformVideo, caller.userId, project._id),
        () =>
          media.call('startWaveformVideo', {
            projectId: project._id,
            body: { ownerId: caller.userId, mixKey, coverKey: coverKeyOf(project), title, seconds },
          }),
        // A stored video, or the project's video in flight joined, made no new job.
        async (answer) => !('reused' in answer) && !(await videos.find(answer.jobId)),
      );
      const videoKey = 'reused' in started ? started.videoKey : await videoOf(started.jobId, project._id, signal);
      const name = downloadName(project, videoKey);
      const { urls } = await media.call('presign', { body: { keys: [videoKey], downloadNames: { [videoKey]: name } } });
      return { videoFile: { url: urls[videoKey]!, name } };
    },
  };
}

export type WaveformVideoService = ReturnType<typeof createWaveformVideoService>;
