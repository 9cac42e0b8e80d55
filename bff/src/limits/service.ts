import { createHash } from 'node:crypto';
import { Forbidden, TooManyRequests } from '@reeltalk/server-kit';
import pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Caller } from '../state.ts';
import {
  JOB_RATE_LIMIT,
  RATE_LIMITS,
  tierOf,
  type LimitedJobKind,
  type Limits,
  type RateLimitName,
} from './settings.ts';

/**
 * Made by bff/migrations (…_rate_limits.ts), so nothing creates tables while the bff runs; the store itself deletes
 * rows whose window ended an hour ago, every 5 minutes.
 */
const TABLE = 'rate_limits';

export const LIMIT_MESSAGES = {
  verifyFirst: 'Verify your e-mail address before sending e-mail to others.',
} as const;

const KIND_WORDS: Record<LimitedJobKind, string> = {
  narration: 'narrations',
  music: 'music generations',
  mix: 'mixes',
  video: 'waveform videos',
  export: 'data exports',
  audiobook: 'audiobook files',
};

/** How long to wait, in the words of the message: '40 seconds', '12 minutes', '5 hours'. */
function waitWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

const windowWords = (seconds: number): string => (seconds >= 24 * 3600 ? 'a day' : 'an hour');

/** Counted per address without keeping the address: keys are hashes. */
const addressKey = (address: string): string => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/** A step taken from one limit, given back when a later step of the same action is refused. */
interface Taken {
  limiter: RateLimiterPostgres;
  key: string;
  points: number;
}

/**
 * The bff's limits on what one account, or one listener's network address, can make others pay for: e-mail,
 * shares, invitations, comments, media jobs, uploads. Counts live in Postgres (rate-limiter-flexible's store), so
 * every bff process sharing the database counts together and a restart forgets nothing. Over a limit is a 429 with
 * Retry-After and a message saying what was limited and when to try again.
 */
export function createLimits(limits: Limits, databaseUrl: string, logger?: Logger) {
  // A pool of its own: the limiter's store speaks to pg directly, and a burst of limited calls never waits behind the
  // app's queries.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle limiter database connection lost'));
  const limiters = new Map<string, RateLimiterPostgres>();
  /** One limiter per limit and points; both tiers of a limit share its keys, so verifying mid-hour keeps the count. */
  const limiterOf = (name: RateLimitName, points: number): RateLimiterPostgres => {
    const id = `${name}:${points}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: RATE_LIMITS[name].seconds,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  const pointsOf = (name: RateLimitName, verified: boolean): number => {
    const points = limits.rates[name];
    return 'tiered' in RATE_LIMITS[name] ? tierOf(limits, points, verified) : points;
  };

  /**
   * Takes `points` from each step in turn; when one is refused, the steps already taken are given back and the
   * refusal's message comes from `refused(name of the limit, its points, seconds to wait)`.
   */
  const takeAll = async (
    steps: Array<{ name: RateLimitName; key: string; verified: boolean; points?: number; what?: string }>,
  ): Promise<Taken[]> => {
    const taken: Taken[] = [];
    for (const step of steps) {
      const allowed = pointsOf(step.name, step.verified);
      const limiter = limiterOf(step.name, allowed);
      const points = step.points ?? 1;
      try {
        await limiter.consume(step.key, points);
        taken.push({ limiter, key: step.key, points });
      } catch (error) {
        await Promise.all(taken.map((done) => done.limiter.reward(done.key, done.points)));
        if (!(error instanceof RateLimiterRes)) throw error;
        const { seconds } = RATE_LIMITS[step.name];
        const retryAfter = Math.max(
          1,
          Math.ceil((error.msBeforeNext > 0 ? error.msBeforeNext : seconds * 1000) / 1000),
        );
        throw new TooManyRequests(
          `Too many ${step.what ?? RATE_LIMITS[step.name].what}: at most ${allowed} ${windowWords(seconds)}. ` +
            `Please try again in ${waitWords(retryAfter)}.`,
          retryAfter,
        );
      }
    }
    return taken;
  };

  return {
    /**
     * E-mail from the caller to others (a share's recipients, an invitee): only from a verified address, within the
     * account's e-mails an hour, each recipient's e-mails a day (from everyone together) and the action's own rate.
     */
    async mail(caller: Caller, action: 'shares' | 'invitations', recipients: string[]): Promise<void> {
      if (!caller.emailVerified) throw new Forbidden(LIMIT_MESSAGES.verifyFirst);
      await takeAll([
        { name: action, key: caller.userId, verified: true },
        { name: 'emailsPerAccount', key: caller.userId, verified: true, points: recipients.length },
        ...recipients.map((to) => ({
          name: 'emailsPerRecipient' as const,
          key: addressKey(to),
          verified: true,
          what: `e-mails to ${to}`,
        })),
      ]);
    },

    /** A listener's comment, counted by their network address (listeners do not sign in). */
    async comment(address: string): Promise<void> {
      await takeAll([{ name: 'commentsPerAddress', key: addressKey(address), verified: true }]);
    },

    /** A script, voice sample, cover or avatar upload of the caller. */
    async upload(caller: Caller): Promise<void> {
      await takeAll([{ name: 'uploads', key: caller.userId, verified: caller.emailVerified }]);
    },

    /** A report the caller's browser sends about itself (a remote it did not load): each is a line of the log. */
    async clientEvent(caller: Caller): Promise<void> {
      await takeAll([{ name: 'clientEvents', key: caller.userId, verified: true }]);
    },

    /**
     * Starts a media job of `kind` for the caller with `start`, within the caller's limits: refused while `inFlight`
     * (the account's jobs of the kind queued or running, not counting one this request replaces) is at the queue
     * limit, or when the account has started its number of the kind this hour. A start that fails, or whose answer
     * `madeNewJob` says made none (a stored result, the job already in flight), is not counted.
     */
    async job<T>(
      caller: Caller,
      kind: LimitedJobKind,
      inFlight: () => Promise<number>,
      start: () => Promise<T>,
      madeNewJob: (started: T) => boolean | Promise<boolean> = () => true,
    ): Promise<T> {
      const queued = tierOf(limits, limits.queuedJobsPerKind, caller.emailVerified);
      const waiting = await inFlight();
      if (waiting >= queued) {
        throw new TooManyRequests(
          `You already have ${waiting} ${KIND_WORDS[kind]} waiting or running: at most ${queued} at once. ` +
            'Please try again when one has finished.',
          60,
        );
      }
      const [taken] = await takeAll([
        { name: JOB_RATE_LIMIT[kind], key: caller.userId, verified: caller.emailVerified },
      ]);
      const refund = () => taken!.limiter.reward(taken!.key, taken!.points);
      let started: T;
      try {
        started = await start();
      } catch (error) {
        await refund();
        throw error;
      }
      if (!(await madeNewJob(started))) await refund();
      return started;
    },

    close(): Promise<void> {
      return pool.end();
    },
  };
}

export type LimitService = ReturnType<typeof createLimits>;
