import {
  isUuid,
  JOB_KINDS,
  PROJECT_JOB_NOT_FOUND,
  type JobEvent,
  type JobQuery,
  type JobState as JobStateName,
  type MediaJob,
} from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import type { MediaClient } from '../media/client.ts';

/** As many ids as one query of the media-service takes. */
const JOBS_PER_QUERY = 1000;

type KindName = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** A job as the job record tells it now (without what it published while running). */
export type CurrentJob = Omit<MediaJob, 'partial'>;

/**
 * Why a job of a kind the bff records ended without its result, for people: it was cancelled (replaced, or its
 * project deleted) or the media-service no longer knows it (its data was reset).
 */
const JOB_ENDED_MESSAGES: Partial<Record<KindName, string>> = {
  [JOB_KINDS.narration]: 'The narration job was lost. Please start the narration again.',
  [JOB_KINDS.music]: 'The music generation was lost. Please generate the music again.',
  [JOB_KINDS.mix]: 'The audio mix was lost. Please mix the audio again.',
  [JOB_KINDS.waveformVideo]: 'The video generation was lost. Please generate the video again.',
};

const endedMessageOf = (kind: string): string =>
  JOB_ENDED_MESSAGES[kind as KindName] ?? 'The job was lost. Please start it again.';

/** How a job reads once the media-service no longer knows it: it will never finish, so it has failed. */
const lostJob = (kind: string, jobId: string, projectId: string): CurrentJob => ({
  jobId,
  projectId,
  kind,
  // Nothing more will be heard of it: this is its last word.
  version: Number.MAX_SAFE_INTEGER,
  state: 'failed',
  stage: 'Failed',
  percent: 0,
  result: null,
  error: endedMessageOf(kind),
});

/**
 * A job that will never finish counts as failed for whoever waits for its result: a cancelled one (replaced, or its
 * project deleted) reads as failed, with its own error or its kind's message.
 */
export const cancelledAsFailed = <Job extends CurrentJob>(
  job: Job,
): Omit<Job, 'state'> & { state: Exclude<JobStateName, 'cancelled'> } =>
  job.state === 'cancelled'
    ? { ...job, state: 'failed', error: job.error ?? endedMessageOf(job.kind) }
    : { ...job, state: job.state };

/** A job as the browser sees it (its event, or its read again): in the job record's own states, never its result. */
export const toJobEvent = (job: CurrentJob): JobEvent => ({
  jobId: job.jobId,
  projectId: job.projectId,
  kind: job.kind,
  state: job.state,
  stage: job.stage,
  percent: Math.round(job.percent * 10) / 10,
  error: job.state === 'failed' || job.state === 'cancelled' ? job.error : null,
  ...(job.parts ? { parts: job.parts } : {}),
});

/**
 * Every read of a job's state by the bff: the job record (media.jobs) is the only place it lives, so each question
 * ("is one in flight?", "how is this one doing?", "where does a project's stream start?") is asked of the
 * media-service. The bff's own rows only say what a job is for and what it recorded.
 */
export function createJobState(deps: { media: MediaClient }) {
  const { media } = deps;
  const queryJobs = async (query: JobQuery): Promise<CurrentJob[]> =>
    (await media.call('queryJobs', { body: query })).jobs;

  return {
    /** The job as it is now, with what it published while running; one the media-service forgot reads as lost. */
    async job(kind: string, jobId: string, projectId: string): Promise<MediaJob> {
      return media.call('job', { jobId }).catch((error: unknown) => {
        if (error instanceof NotFound) return lostJob(kind, jobId, projectId);
        throw error;
      });
    },

    /**
     * The project's job as the browser may see it now (GET /api/projects/:id/jobs/:jobId, a step's fallback once its
     * stream drops); a job of another project, or one the media-service does not know, is missing.
     */
    async ofProject(projectId: string, jobId: string): Promise<JobEvent> {
      const missing = new NotFound(PROJECT_JOB_NOT_FOUND);
      if (!isUuid(jobId)) throw missing;
      const job = await media.call('job', { jobId }).catch((error: unknown) => {
        throw error instanceof NotFound ? missing : error;
      });
      if (job.projectId !== projectId) throw missing;
      return toJobEvent(job);
    },

    /** These jobs of the kind as they are now, in the order given; those the media-service forgot read as lost. */
    async jobs(kind: string, jobs: Array<{ jobId: string; projectId: string }>): Promise<CurrentJob[]> {
      const byId = new Map<string, CurrentJob>();
      for (let from = 0; from < jobs.length; from += JOBS_PER_QUERY) {
        const jobIds = jobs.slice(from, from + JOBS_PER_QUERY).map((job) => job.jobId);
        for (const job of await queryJobs({ kinds: [kind], jobIds })) byId.set(job.jobId, job);
      }
      return jobs.map(({ jobId, projectId }) => byId.get(jobId) ?? lostJob(kind, jobId, projectId));
    },

    /** Of these jobs of the kind, the ids of those in flight, in the order given. */
    async inFlightAmong(kind: string, jobIds: string[]): Promise<string[]> {
      if (jobIds.length === 0) return [];
      const inFlight = new Set((await queryJobs({ kinds: [kind], jobIds, inFlight: true })).map((job) => job.jobId));
      return jobIds.filter((jobId) => inFlight.has(jobId));
    },

    /** The project's jobs of the kind in flight (queued or running), newest first. */
    inFlightOnProject(kind: string, projectId: string): Promise<CurrentJob[]> {
      return queryJobs({ kinds: [kind], projectId, inFlight: true });
    },

    /** How many of the owner's jobs of the kind are in flight, leaving out `exceptProjectId`'s (about to be replaced). */
    async inFlightCountOwnedBy(kind: string, ownerId: string, exceptProjectId?: string): Promise<number> {
      const jobs = await queryJobs({ kinds: [kind], ownerId, inFlight: true });
      return jobs.filter((job) => job.projectId !== exceptProjectId).length;
    },

    /** The project's latest job of each of these kinds, whatever became of it: where a watcher of it starts. */
    latestOfProject(kinds: string[], projectId: string): Promise<CurrentJob[]> {
      return queryJobs({ kinds, projectId, latest: true });
    },
  };
}

export type JobState = ReturnType<typeof createJobState>;
