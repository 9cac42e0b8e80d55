import { JOB_KINDS, type JobKindName } from '@reeltalk/contracts';
import { z } from 'zod';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the bff: what one account (or one listener's address) may make others pay for in a window.
 * `points` is the default for an account with a verified e-mail address; `tiered` ones give an unverified account
 * LIMIT_UNVERIFIED_FRACTION of it. `what` names the thing counted in the 429's message.
 */
export const RATE_LIMITS = {
  emailsPerAccount: {
    setting: 'LIMIT_EMAILS_PER_HOUR',
    points: 100,
    seconds: HOUR,
    what: 'e-mails sent from your account',
  },
  emailsPerRecipient: {
    setting: 'LIMIT_EMAILS_PER_RECIPIENT_PER_DAY',
    points: 10,
    seconds: DAY,
    what: 'e-mails to this address',
  },
  shares: { setting: 'LIMIT_SHARES_PER_HOUR', points: 30, seconds: HOUR, what: 'share links sent' },
  invitations: { setting: 'LIMIT_INVITATIONS_PER_HOUR', points: 30, seconds: HOUR, what: 'invitations sent' },
  commentsPerAddress: {
    setting: 'LIMIT_COMMENTS_PER_ADDRESS_PER_HOUR',
    points: 60,
    seconds: HOUR,
    what: 'comments from your network address',
  },
  uploads: { setting: 'LIMIT_UPLOADS_PER_HOUR', points: 60, seconds: HOUR, what: 'uploads', tiered: true },
  clientEvents: {
    setting: 'LIMIT_CLIENT_EVENTS_PER_HOUR',
    points: 60,
    seconds: HOUR,
    what: 'reports from your browser',
  },
  narrationJobs: {
    setting: 'LIMIT_NARRATION_JOBS_PER_HOUR',
    points: 120,
    seconds: HOUR,
    what: 'narrations started',
    tiered: true,
  },
  musicJobs: {
    setting: 'LIMIT_MUSIC_JOBS_PER_HOUR',
    points: 30,
    seconds: HOUR,
    what: 'music generations started',
    tiered: true,
  },
  mixJobs: { setting: 'LIMIT_MIX_JOBS_PER_HOUR', points: 60, seconds: HOUR, what: 'mixes started', tiered: true },
  videoJobs: {
    setting: 'LIMIT_VIDEO_JOBS_PER_HOUR',
    points: 30,
    seconds: HOUR,
    what: 'waveform videos started',
    tiered: true,
  },
  audiobookJobs: {
    setting: 'LIMIT_AUDIOBOOK_JOBS_PER_HOUR',
    points: 60,
    seconds: HOUR,
    what: 'audiobook files started',
    tiered: true,
  },
  exportJobs: {
    setting: 'LIMIT_EXPORT_JOBS_PER_HOUR',
    points: 5,
    seconds: HOUR,
    what: 'data exports started',
    tiered: true,
  },
} as const satisfies Record<
  string,
  { setting: string; points: number; seconds: number; what: string; tiered?: boolean }
>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Every kind of media-service job an account asks for, with the rate limit of its submissions and what the queue
 * limit's message calls its jobs: the type check fails on a kind of JOB_KINDS left out.
 */
export const JOB_LIMITS: Record<JobKindName, { rate: RateLimitName; jobs: string }> = {
  [JOB_KINDS.narration]: { rate: 'narrationJobs', jobs: 'narrations' },
  [JOB_KINDS.music]: { rate: 'musicJobs', jobs: 'music generations' },
  [JOB_KINDS.mix]: { rate: 'mixJobs', jobs: 'mixes' },
  [JOB_KINDS.waveformVideo]: { rate: 'videoJobs', jobs: 'waveform videos' },
  [JOB_KINDS.accountExport]: { rate: 'exportJobs', jobs: 'data exports' },
  [JOB_KINDS.audiobookM4b]: { rate: 'audiobookJobs', jobs: 'audiobook files' },
  [JOB_KINDS.audiobookAcx]: { rate: 'audiobookJobs', jobs: 'audiobook files' },
  [JOB_KINDS.audiobookEpub]: { rate: 'audiobookJobs', jobs: 'audiobook files' },
};

/** Jobs of one kind an account may have queued or running at once (verified; tiered like the rates). */
const QUEUED_JOBS = { setting: 'LIMIT_QUEUED_JOBS_PER_KIND', points: 5 } as const;
/** The share of each tiered limit an account whose e-mail address is not verified gets (at least 1). */
const UNVERIFIED_FRACTION = { setting: 'LIMIT_UNVERIFIED_FRACTION', value: 0.5 } as const;

export interface Limits {
  /** Points per window of each rate limit, for verified accounts. */
  rates: Record<RateLimitName, number>;
  queuedJobsPerKind: number;
  unverifiedFraction: number;
}

const count = z.coerce.number().int().min(0);

/** The LIMIT_* settings, merged into the bff's settings schema. */
export const limitSettings = z.object({
  ...Object.fromEntries(Object.values(RATE_LIMITS).map(({ setting, points }) => [setting, count.default(points)])),
  [QUEUED_JOBS.setting]: count.default(QUEUED_JOBS.points),
  [UNVERIFIED_FRACTION.setting]: z.coerce.number().min(0).max(1).default(UNVERIFIED_FRACTION.value),
});

/** The limits in force, from the settings `limitSettings` read. */
export function limitsOf(value: z.output<typeof limitSettings>): Limits {
  const read = value as Record<string, number>;
  const rates = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, { setting }]) => [name, read[setting]!]),
  ) as Record<RateLimitName, number>;
  return {
    rates,
    queuedJobsPerKind: read[QUEUED_JOBS.setting]!,
    unverifiedFraction: read[UNVERIFIED_FRACTION.setting]!,
  };
}

/** An account's share of a tiered limit: all of it when verified, else the fraction (at least 1 when any). */
export function tierOf(limits: Limits, points: number, verified: boolean): number {
  if (verified || points === 0) return points;
  return Math.max(1, Math.floor(points * limits.unverifiedFraction));
}
