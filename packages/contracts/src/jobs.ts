import { z } from 'zod';

/** A media-service job's life: queued, running, then done, failed or cancelled (its project was deleted, say). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Queued or running: the job still has work ahead of it. */
export const isJobInFlight = (state: string | undefined): boolean => state === 'queued' || state === 'running';

/**
 * Every kind of media-service job, as stored in its record (media.jobs.kind): the media-service's job definitions and
 * the bff both name a kind from here.
 */
export const JOB_KINDS = {
  narration: 'narration',
  music: 'music',
  mix: 'mix',
  waveformVideo: 'waveform-video',
  accountExport: 'account-export',
  audiobookM4b: 'audiobook-m4b',
  audiobookAcx: 'audiobook-acx',
  audiobookEpub: 'audiobook-epub',
} as const;
/** A kind's name as the job record stores it: 'narration', 'waveform-video', … */
export type JobKindName = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/** The Postgres channel the media-service announces every change of a job's state, stage or percent on. */
export const MEDIA_JOBS_CHANNEL = 'media_jobs';

/**
 * The job queue's own stage texts, set by the queue rather than by the work: a job waiting for a worker (also just
 * after one took it, before its first progress), waiting to be taken over, or waiting to be tried again. A step that
 * shows the spec's stage texts keeps its own while a job's stage is one of these.
 */
export const QUEUE_STAGES = {
  waiting: 'Waiting to start...',
  resuming: 'Waiting to resume...',
  retrying: 'Retrying after an error...',
  failed: 'Failed',
} as const;

export const isQueueStage = (stage: string | null | undefined): boolean =>
  Object.values(QUEUE_STAGES).some((queued) => queued === stage);

/**
 * A media-service job as GET /jobs/{id} answers it and as MEDIA_JOBS_CHANNEL announces each change of it (there, a
 * finished job carries its result only when small).
 */
export const mediaJobSchema = z.object({
  jobId: z.string(),
  projectId: z.string(),
  kind: z.string(),
  /** Counts the job's announced changes: of two views of one job, the higher version is the newer. */
  version: z.number().int(),
  state: z.enum(JOB_STATES),
  stage: z.string(),
  percent: z.number(),
  error: z.string().nullable(),
  /** What a done job made; null until then (and in an announcement too large to carry it). */
  result: z.unknown(),
  /** How many parts of its result a job has published while running (a narration's ready chapters); 0 for none. */
  parts: z.number().int().nonnegative().optional(),
  /** GET /jobs/{id} only: what the job has published while running, in its kind's shape; null when nothing. */
  partial: z.unknown().optional(),
});
export type MediaJob = z.infer<typeof mediaJobSchema>;

/** A payload said on MEDIA_JOBS_CHANNEL as a job announcement, or undefined when it is not one. */
export function parseMediaJobNotification(payload: string): MediaJob | undefined {
  try {
    const event = mediaJobSchema.safeParse(JSON.parse(payload));
    return event.success ? event.data : undefined;
  } catch {
    return undefined;
  }
}

/** Every event of GET /api/projects/{id}/events: how one job of the project is doing, whatever its kind. */
export const jobEventSchema = z.object({
  jobId: z.string(),
  projectId: z.string(),
  /** 'narration' (a script's, or the voice step's re-narration); later kinds join the same stream. */
  kind: z.string(),
  /** The job record's own state: 'cancelled' ends a job whose work is no longer wanted. */
  state: z.enum(JOB_STATES),
  /** What the job is doing now, for people. */
  stage: z.string(),
  /** 0 to 100, following the work. */
  percent: z.number(),
  /** Why it failed, for people; null unless state is 'failed'. */
  error: z.string().nullable(),
  /** How many parts of its result the job has published so far (a narration's ready chapters). */
  parts: z.number().int().nonnegative().optional(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

/**
 * GET /api/projects/{id}/jobs/{jobId} (data): one job of the project read again, as its event stream tells it (never
 * its result): what a step follows once the stream cannot be opened or drops.
 */
export const projectJobSchema = jobEventSchema;
export type ProjectJob = JobEvent;

/** The bff's answer (404) for a job that is not one of the project's, or of a project the caller may not view. */
export const PROJECT_JOB_NOT_FOUND = 'Job not found.';
