import {
  AUDIOBOOK_FORMATS,
  AUDIOBOOK_JOB_KINDS,
  audiobookFileSchema,
  audiobookFormatSchema,
  audiobookSizeEstimate,
  EXPORT_MESSAGES,
  isJobInFlight,
  type AcxOptions,
  type AudiobookFile,
  type AudiobookFormat,
  type AudiobookFormatList,
  type AudiobookFormatRequest,
  type AudiobookFormatStart,
  type AudiobookFormatState,
  type Project,
} from '@reeltalk/contracts';
import { BadRequest, Conflict, NotFound } from '@reeltalk/server-kit';
import { downloadName } from '../audio/download-name.ts';
import { coverKeyOf } from '../cover/cover-key.ts';
import { cancelledAsFailed, type CurrentJob, type JobState } from '../jobs/job-state.ts';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import { mixTagsOf } from '../mix/service.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { NarrationReading } from '../voice/reading.ts';

export const AUDIOBOOK_FORMAT_MESSAGES = {
  unknownFormat: 'There is no such audiobook format.',
  noNarration: 'This project has no narration yet. Generate the voice, then mix the audio.',
  optionsOnlyForAcx: 'Only the ACX package takes options.',
  retailSampleBeyondBook: (seconds: number) =>
    `The retail sample must lie within the book, which is ${Math.floor(seconds)} seconds long.`,
} as const;

/** The format a path names, or 404. */
export function formatOf(name: string): AudiobookFormat {
  const format = audiobookFormatSchema.safeParse(name);
  if (!format.success) throw new NotFound(AUDIOBOOK_FORMAT_MESSAGES.unknownFormat);
  return format.data;
}

/**
 * The finished audiobook's formats (M4B, ACX package, read-along EPUB), each made by its media-service job from the
 * project's stored mix. The bff keeps nothing of them: a format's state is its latest job (jobs/job-state.ts) and the
 * file the media-service has stored for the project's inputs as they are now.
 */
export function createAudiobookFormatService(deps: {
  projects: ProjectService;
  media: MediaClient;
  jobState: JobState;
  limits: LimitService;
  /** The project's voice with its manner: what an ACX package's credits are said with. */
  readingOf: (project: Project) => Promise<NarrationReading>;
}) {
  const { projects, media, jobState, limits } = deps;

  /** The length of the book, or 409 when it has no narration to make a format of. */
  const secondsOf = (project: Project): number => {
    const seconds = project.audio_stems.vocal_duration;
    if (!seconds || !project.audio_stems.timeline) throw new Conflict(AUDIOBOOK_FORMAT_MESSAGES.noNarration);
    return seconds;
  };

  /** What the formats are made of, read from the stored project; 409 with what to do while it has no mix. */
  const requestOf = async (project: Project, acx?: AcxOptions): Promise<AudiobookFormatRequest> => {
    const seconds = secondsOf(project);
    const { mix, mix_wav: mixWavKey, timeline } = project.audio_stems;
    if (!mix || !mixWavKey || !timeline) throw new Conflict(EXPORT_MESSAGES.noMixedAudio);
    const reading = await deps.readingOf(project);
    return {
      ownerId: project.userId._id,
      mixWavKey,
      timelineKey: timeline,
      coverKey: coverKeyOf(project),
      seconds,
      tags: mixTagsOf(project),
      voice: reading.voice,
      prosody: reading.prosody,
      acx,
    };
  };

  /**
   * The request of each format shown together, its project's part (the voice with its manner among it) read once
   * for them all.
   */
  const requestsOf = (project: Project) => {
    let shared: Promise<AudiobookFormatRequest> | undefined;
    return async (acx?: AcxOptions): Promise<AudiobookFormatRequest> => ({
      ...(await (shared ??= requestOf(project))),
      acx,
    });
  };

  /** A stored file as a download named after the book ("My Book.m4b"), with an ACX package's report. */
  const downloadOf = async (
    project: Project,
    file: AudiobookFile,
  ): Promise<NonNullable<AudiobookFormatState['file']>> => {
    const name = downloadName(project, file.key);
    const { urls } = await media.call('presign', { body: { keys: [file.key], downloadNames: { [file.key]: name } } });
    return { bytes: file.bytes, url: urls[file.key]!, name, report: file.report };
  };

  const jobView = (job: CurrentJob | undefined): AudiobookFormatState['job'] => {
    if (!job) return null;
    const { jobId, state, stage, percent, error } = cancelledAsFailed(job);
    return { jobId, state, stage, percent, error };
  };

  /**
   * A format as the export step shows it: its estimate, its latest job and, unless one is in flight, the file stored
   * for the project's inputs as they are now (an ACX package's with the choices its latest job was made with), so a
   * file of an older title or cover is never offered.
   */
  const stateOf = async (
    project: Project,
    format: AudiobookFormat,
    latest: CurrentJob | undefined,
    requestWith: ReturnType<typeof requestsOf>,
  ): Promise<AudiobookFormatState> => {
    const state: AudiobookFormatState = {
      format,
      estimatedBytes: audiobookSizeEstimate(format, secondsOf(project)),
      job: jobView(latest),
      file: null,
    };
    if (isJobInFlight(latest?.state) || !project.audio_stems.mix_wav) return state;
    const made = latest?.state === 'done' ? audiobookFileSchema.safeParse(latest.result) : undefined;
    const request = await requestWith(made?.success ? (made.data.acx ?? undefined) : undefined);
    const { file } = await media
      .call('storedAudiobookFormat', { projectId: project._id, format, body: request })
      // A format this media-service does not make yet, or a mix gone from storage: nothing to download.
      .catch((error: unknown) => {
        if (error instanceof NotFound) return { file: null };
        throw error;
      });
    return { ...state, file: file && (await downloadOf(project, file)) };
  };

  const latestJobs = (projectId: string, formats: readonly AudiobookFormat[]) =>
    jobState.latestOfProject(
      formats.map((format) => AUDIOBOOK_JOB_KINDS[format]),
      projectId,
    );

  return {
    /** Every format of the project (the caller must be allowed to edit it), each with its estimate and state. */
    async list(caller: Caller, projectId: string): Promise<AudiobookFormatList> {
      const project = await projects.get(caller, projectId);
      const latest = await latestJobs(project._id, AUDIOBOOK_FORMATS);
      const requestWith = requestsOf(project);
      const formats = await Promise.all(
        AUDIOBOOK_FORMATS.map((format) =>
          stateOf(
            project,
            format,
            latest.find((job) => job.kind === AUDIOBOOK_JOB_KINDS[format]),
            requestWith,
          ),
        ),
      );
      return { formats };
    },

    /** One format of the project as it stands: its latest job, and its file once made. */
    async read(caller: Caller, projectId: string, format: AudiobookFormat): Promise<AudiobookFormatState> {
      const project = await projects.get(caller, projectId);
      const [latest] = await latestJobs(project._id, [format]);
      return stateOf(project, format, latest, requestsOf(project));
    },

    /**
     * Makes a format of the project's mix (the caller must be allowed to edit it), within the caller's limits: the
     * stored file when nothing changed since it was made, else its job, followed on the project's events.
     */
    async start(
      caller: Caller,
      projectId: string,
      format: AudiobookFormat,
      options: AudiobookFormatStart,
    ): Promise<AudiobookFormatState> {
      const project = await projects.get(caller, projectId);
      const seconds = secondsOf(project);
      if (format !== 'acx' && (options.stereo !== undefined || options.retailSample !== undefined)) {
        throw new BadRequest(AUDIOBOOK_FORMAT_MESSAGES.optionsOnlyForAcx);
      }
      if (options.retailSample && options.retailSample.end > seconds) {
        throw new BadRequest(AUDIOBOOK_FORMAT_MESSAGES.retailSampleBeyondBook(seconds));
      }
      const request = await requestOf(project, format === 'acx' ? options : undefined);
      const kind = AUDIOBOOK_JOB_KINDS[format];
      const before = await jobState.inFlightOnProject(kind, project._id);
      const started = await limits.job(
        caller,
        kind,
        () => jobState.inFlightCountOwnedBy(kind, caller.userId, project._id),
        () => media.call('startAudiobookFormat', { projectId: project._id, format, body: request }),
        // A stored file, or the project's job of these inputs joined, made no new job.
        (answer) => 'jobId' in answer && !before.some((job) => job.jobId === answer.jobId),
      );
      const estimatedBytes = audiobookSizeEstimate(format, seconds);
      if ('reused' in started) {
        return { format, estimatedBytes, job: null, file: await downloadOf(project, started.file) };
      }
      const job = await jobState.job(kind, started.jobId, project._id);
      return { format, estimatedBytes, job: jobView(job), file: null };
    },
  };
}

export type AudiobookFormatService = ReturnType<typeof createAudiobookFormatService>;
