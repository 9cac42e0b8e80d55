import {
  audioTitleOf,
  JOB_KINDS,
  MIX_ANSWERS,
  mixResultSchema,
  type MediaJob,
  type MixAudioResponse,
  type MixRequest,
  type Project,
} from '@reeltalk/contracts';
import { Conflict, Unprocessable } from '@reeltalk/server-kit';
import type { JobEventHub } from '../jobs/hub.ts';
import type { JobState } from '../jobs/job-state.ts';
import type { JobRecorder } from '../jobs/notifications.ts';
import { JobWaitStopped, waitForJob } from '../jobs/wait-for-job.ts';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { MixFiles, MixRepository } from './repository.ts';

export const MIX_SERVER_MESSAGES = {
  noNarration: 'This project has no narration to mix yet. Generate the voice first.',
  replaced: "The project's music zones changed while it was mixing. Please mix the audio again.",
  failed: 'The audio mix failed.',
  stopping: 'The server is restarting. Please mix the audio again.',
} as const;

/**
 * The tags of a project's mix, read from the stored project, never from the browser: its one title, its creator, the
 * voice narrating it, the year it was created and its first genre.
 */
export const mixTagsOf = (project: Project): MixRequest['tags'] => ({
  title: audioTitleOf(project),
  artist: project.userId.fullName,
  narrator:
    typeof project.voice_model_id === 'object' && project.voice_model_id ? project.voice_model_id.displayName : '',
  year: project.createdAt.slice(0, 4),
  genre: project.genres[0] ?? '',
});

/**
 * Mixing a project's narration with its music zones into the finished audiobook (MP3 and WAV), by the
 * media-service's 'mix' job. The request waits for the mix: its progress reaches the project's event stream
 * meanwhile, and its result is on the project (audio_stems.mix and mix_wav) before the answer.
 */
export function createMixService(deps: {
  mixes: MixRepository;
  projects: ProjectService;
  media: MediaClient;
  hub: JobEventHub;
  jobState: JobState;
  limits: LimitService;
  recorder: JobRecorder;
}) {
  const { mixes, projects, media, hub, jobState, limits, recorder } = deps;

  /** The mix job's files once it is done; its failure, or its replacement by a newer mix, as an error for people. */
  const finished = async (jobId: string, projectId: string, signal: AbortSignal): Promise<MixFiles> => {
    const job = { kind: JOB_KINDS.mix, jobId, projectId };
    const end = await waitForJob({ hub, jobState }, job, signal).catch((error: unknown) => {
      // The bff stopping while the caller still waits: a conflict the caller can retry, said in words.
      throw error instanceof JobWaitStopped && !signal.aborted ? new Conflict(MIX_SERVER_MESSAGES.stopping) : error;
    });
    if (end.state === 'cancelled') throw new Conflict(MIX_SERVER_MESSAGES.replaced);
    if (end.state === 'failed') throw new Unprocessable(end.error ?? MIX_SERVER_MESSAGES.failed);
    const done: MediaJob = await media.call('job', { jobId });
    // Its end may have been read from the media-service before the bff heard it: recorded here then (once).
    await recorder.record(done);
    return mixResultSchema.parse(done.result);
  };

  /**
   * Starts the mix of the project's stored inputs (the caller must be allowed to edit it) within the caller's limits,
   * recording a new job on the project; a stored mix of the same inputs is answered at once.
   */
  const start = async (caller: Caller, projectId: string) => {
    const project = await projects.get(caller, projectId);
    const { vocal_master: narrationKey, vocal_duration: narrationSeconds, musicZones } = project.audio_stems;
    if (!narrationKey || !narrationSeconds) throw new Conflict(MIX_SERVER_MESSAGES.noNarration);
    const request: MixRequest = {
      // Generated music of the project's zones is its owner's (a zone takes stock music or its placer's own).
      ownerId: project.userId._id,
      narrationKey,
      narrationSeconds,
      // Its chapters become the MP3's.
      timelineKey: project.audio_stems.timeline ?? null,
      zones: musicZones.map((zone) => ({
        musicKey: zone.source_audio.file,
        start: zone.start_time,
        end: zone.end_time,
        volume: zone.volume,
      })),
      tags: mixTagsOf(project),
    };
    const started = await limits.job(
      caller,
      JOB_KINDS.mix,
      () => jobState.inFlightCountOwnedBy(JOB_KINDS.mix, caller.userId, project._id),
      () => media.call('startMix', { projectId: project._id, body: request }),
      // A stored mix, or the project's mix in flight joined, made no new job.
      async (answer) => 'jobId' in answer && !(await mixes.find(answer.jobId)),
    );
    if ('jobId' in started) await mixes.insert(started.jobId, project._id);
    return { project, started };
  };

  return {
    /** Mixes the project (the caller must be allowed to edit it) and answers the MP3's address and the WAV's key. */
    async mixAudio(caller: Caller, projectId: string, signal: AbortSignal): Promise<MixAudioResponse> {
      const { project, started } = await start(caller, projectId);
      const { musicZones } = project.audio_stems;
      let files: MixFiles;
      if ('jobId' in started) {
        files = await finished(started.jobId, project._id, signal);
      } else {
        files = started;
        await mixes.reuse(project._id, files);
      }
      const { urls } = await media.call('presign', { body: { keys: [files.mp3Key] } });
      return {
        message: musicZones.length > 0 ? MIX_ANSWERS.mixed : MIX_ANSWERS.vocalOnly,
        mixFile: { url: urls[files.mp3Key]!, s3Key: files.mp3Key },
        mixWavKey: files.wavKey,
        reused: !('jobId' in started),
      };
    },

    /**
     * Mixes the project again as Mix & Export does, without anyone waiting: its progress reaches the project's events
     * and the listener records the result on the project. Resolves when the new mix is done (at once when a stored
     * one fits); rejects when it could not start or failed.
     */
    async remix(caller: Caller, projectId: string): Promise<void> {
      const { project, started } = await start(caller, projectId);
      if (!('jobId' in started)) return mixes.reuse(project._id, started);
      await finished(started.jobId, project._id, new AbortController().signal);
    },
  };
}

export type MixService = ReturnType<typeof createMixService>;
