import { randomUUID } from 'node:crypto';
import { MEDIA_JOBS_CHANNEL, parseMediaJobNotification, QUEUE_STAGES, type JobKindName } from '@reeltalk/contracts';
import { listen, type Listener } from '@reeltalk/server-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import type { JobRepository } from './repository.ts';
import type { JobRow } from './table.ts';
import { heldStage, waitingStage } from './waiting-stage.ts';

export interface JobContext<Input> {
  jobId: string;
  projectId: string;
  input: Input;
  /** Aborted when the job is cancelled, this process shuts down or another worker has taken the job over. */
  signal: AbortSignal;
  /** Shows people what is happening; throws once the job must stop. */
  progress(stage: string, percent: number): Promise<void>;
  /**
   * Publishes part of the result before the job is done (replacing what was published before); throws once the job
   * must stop. Its `parts` array, if it has one, is counted in the job's announcements.
   */
  publish(partial: unknown): Promise<void>;
}

export interface JobKind<Input, Result> {
  kind: string;
  input: z.ZodType<Input>;
  run(context: JobContext<Input>): Promise<Result>;
  /** The stage shown once the job is done; it may depend on what the job was asked. */
  doneStage: string | ((input: Input) => string);
  /** Retries after an error (not after a lost worker, which always resumes); 2 unless said. */
  retryLimit?: number;
  /**
   * How long one run may take, in minutes (it may grow with the input); past it the job fails and its worker is
   * freed. An hour unless said.
   */
  timeLimitMinutes?: number | ((input: Input) => number);
  /** What people call the job in its messages ('The mix'); 'The job' unless said. */
  label?: string;
}

/** One definition of every kind of JOB_KINDS, by its name: the type check fails on a kind left out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of any input and result live side by side
export type EveryJobKind = { [Name in JobKindName]: JobKind<any, unknown> };

// A job whose worker keeps dying (say, out of memory) must end up failed rather than loop for ever.
const MAX_ATTEMPTS = 5;
const DEFAULT_RETRY_LIMIT = 2;
const DEFAULT_TIME_LIMIT_MINUTES = 60;
// The first retry waits this long, each later one twice as long as the one before.
const RETRY_DELAY_SECONDS = 10;

/** A failure that retrying cannot fix (the script has no text, say): the job fails at once. */
export class JobFailure extends Error {}

class JobStopped extends Error {
  constructor(why: string) {
    super(why);
  }
}

/** Why a run past its kind's time limit was stopped: also the job's error, for people. */
class JobTimedOut extends Error {
  constructor(label: string, minutes: number) {
    super(`${label} took longer than its limit of ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
  }
}

interface Running {
  jobId: string;
  lease: AbortController;
}

/**
 * Durable jobs with their whole state in `media.jobs`. Any number of processes run workers: each claims a due job
 * fairly (the oldest of whoever has the fewest jobs running, never beyond `runningPerAccount` of one person's, skipping
 * rows another is claiming), holds it under a lease it renews, and writes progress and the result into the row, which
 * announces every change on MEDIA_JOBS_CHANNEL. A job that waits says why in its stage: its owner's other jobs are
 * running, or no worker is free (with how many jobs go before it). A run past its kind's time limit is stopped (its
 * signal aborts: ffmpeg killed, the engine stopped) and the job fails, freeing the worker. A lease left
 * to go stale (the process was killed) is queued again by whichever process notices, and the next run resumes from
 * what the dead one stored. Workers wake on the announcement of a queued job, with a poll every heartbeat as the
 * backstop. Leases, retries and polls keep the time of the given clock, the same one `jobs` keeps.
 */
export class JobRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of any input and result live side by side
  private readonly kinds = new Map<string, JobKind<any, unknown>>();
  private readonly shutdown = new AbortController();
  private readonly running = new Set<Running>();
  private listener: Listener | undefined;
  private stopPolling: (() => void) | undefined;
  private filling: Promise<void> | undefined;
  private fillAgain = false;
  private started = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly jobs: JobRepository,
    private readonly settings: Config['jobs'],
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  define<Input, Result>(kind: JobKind<Input, Result>): void {
    this.kinds.set(kind.kind, kind);
  }

  /** Defines every kind the service runs, each under the name it is listed by. */
  defineEvery(kinds: EveryJobKind): void {
    for (const [name, kind] of Object.entries(kinds)) {
      if (kind.kind !== name) throw new Error(`The job kind listed as '${name}' is '${kind.kind}'`);
      this.define(kind);
    }
  }

  async start(): Promise<void> {
    this.listener = await listen({
      databaseUrl: this.databaseUrl,
      channel: MEDIA_JOBS_CHANNEL,
      onMessage: (payload) => this.heard(payload),
      onListening: () => this.wake(),
      applicationName: 'media-service jobs',
      logger: this.logger,
    });
    this.stopPolling = this.clock.every(this.settings.heartbeatSeconds * 1000, () => void this.poll());
    this.started = true;
    await this.poll();
  }

  /** Whether this process runs no job now: background work of lower priority (the stock music) goes then. */
  get idle(): boolean {
    return this.running.size === 0;
  }

  async isHealthy(): Promise<boolean> {
    return this.started && !this.shutdown.signal.aborted;
  }

  /** Hands running jobs back to the queue, resumed by whichever worker claims them next. */
  async stop(): Promise<void> {
    this.stopPolling?.();
    this.shutdown.abort();
    await this.listener?.close();
    await this.filling;
    while (this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /**
   * Queues a job of `kind`, or answers the one its kind's unique index says is already in flight for the project
   * (unless `replaces(that job's input)`: then that one is cancelled and this one queued).
   */
  async enqueue(
    kind: string,
    projectId: string,
    input: unknown,
    options: { ownerId?: string; replaces?: (runningInput: unknown) => boolean } = {},
  ): Promise<{ jobId: string; created: boolean }> {
    const definition = this.kinds.get(kind);
    if (!definition) throw new Error(`unknown job kind ${kind}`);
    const { id, created } = await this.jobs.insertOrJoin(
      {
        kind,
        projectId,
        ownerId: options.ownerId ?? null,
        input: definition.input.parse(input),
        stage: QUEUE_STAGES.waiting,
      },
      options.replaces ?? (() => false),
    );
    return { jobId: id, created };
  }

  private heard(payload: string): void {
    const event = parseMediaJobNotification(payload);
    if (!event) return;
    if (event.state === 'queued') this.wake();
    if (event.state === 'cancelled') {
      for (const job of this.running) {
        if (job.jobId === event.jobId) job.lease.abort(new JobStopped('the job was cancelled'));
      }
    }
  }

  private async poll(): Promise<void> {
    try {
      const reclaimed = await this.jobs.reclaimStale(this.settings.staleSeconds, QUEUE_STAGES.resuming);
      if (reclaimed > 0) this.logger.warn({ reclaimed }, 'jobs lost their worker; queued again');
    } catch (error) {
      this.logger.error({ err: error }, 'stale job sweep failed');
    }
    this.wake();
  }

  /** Claims jobs while workers are free; a wake-up during a claim round starts another round after it. */
  private wake(): void {
    if (this.shutdown.signal.aborted) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = this.fill()
      .catch((error: unknown) => this.logger.error({ err: error }, 'could not claim a job'))
      .finally(() => {
        this.filling = undefined;
        if (this.fillAgain) {
          this.fillAgain = false;
          this.wake();
        }
      });
  }

  private async fill(): Promise<void> {
    while (this.running.size < this.settings.concurrency && !this.shutdown.signal.aborted) {
      const owner = randomUUID();
      const row = await this.jobs.claim([...this.kinds.keys()], owner, this.settings.runningPerAccount);
      if (!row) break;
      const job: Running = { jobId: row.id, lease: new AbortController() };
      this.running.add(job);
      void this.execute(row, owner, job.lease).finally(() => {
        this.running.delete(job);
        this.wake();
      });
    }
    // A process without workers leaves the saying to the processes that have them.
    if (this.settings.concurrency === 0 || this.shutdown.signal.aborted) return;
    await this.showWaiting(this.running.size >= this.settings.concurrency);
  }

  /**
   * Jobs still queued say why they wait: their owner's other jobs are running, or (once the workers are busy) how many
   * jobs go before them. With a worker free, any other job still queued was queued after the claims above: the next
   * round takes it.
   */
  private async showWaiting(full: boolean): Promise<void> {
    const { runningPerAccount } = this.settings;
    const waiting = await this.jobs.waitingOrder([...this.kinds.keys()], runningPerAccount);
    const changed = waiting
      .filter(({ held }) => held || full)
      .map(({ id, stage, held, ahead }) => ({
        id,
        shown: stage,
        stage: held ? heldStage(runningPerAccount) : waitingStage(ahead),
      }))
      .filter(({ shown, stage }) => shown !== stage);
    await this.jobs.showWhileQueued(changed);
  }

  private async execute(row: JobRow, owner: string, lease: AbortController): Promise<void> {
    const kind = this.kinds.get(row.kind)!;
    const jobId = row.id;
    const log = this.logger.child({ jobId, kind: kind.kind, attempt: row.attempts });
    if (row.attempts > MAX_ATTEMPTS) {
      await this.jobs.fail(jobId, owner, QUEUE_STAGES.failed, 'The job was interrupted too many times.');
      return;
    }
    const stop = () => lease.abort(new JobStopped('the job was cancelled or taken over'));
    const input = kind.input.safeParse(row.input);
    const limitMinutes = timeLimitOf(kind, input.data);
    const deadline = this.clock.now().getTime() + limitMinutes * 60_000;
    const timeLimit = new AbortController();
    const signal = AbortSignal.any([lease.signal, this.shutdown.signal, timeLimit.signal]);
    // Checked at each heartbeat: a run is stopped at most a heartbeat after its limit.
    const stopHeartbeat = this.clock.every(this.settings.heartbeatSeconds * 1000, () => {
      if (this.clock.now().getTime() >= deadline) {
        timeLimit.abort(new JobTimedOut(kind.label ?? 'The job', limitMinutes));
      }
      this.jobs.touch(jobId, owner).then(
        (held) => held || stop(),
        (error: unknown) => log.warn({ err: error }, 'could not renew job lease'),
      );
    });
    log.info('job started');
    // A write under the lease: one that finds the lease gone stops the job.
    const leased = async (write: () => Promise<boolean>) => {
      signal.throwIfAborted();
      if (!(await write())) stop();
      signal.throwIfAborted();
    };
    try {
      if (!input.success) throw input.error;
      const result = await kind.run({
        jobId,
        projectId: row.project_id,
        input: input.data,
        signal,
        progress: (stage, percent) => leased(() => this.jobs.progress(jobId, owner, stage, percent)),
        publish: (partial) => leased(() => this.jobs.publish(jobId, owner, partial)),
      });
      signal.throwIfAborted();
      const doneStage = typeof kind.doneStage === 'string' ? kind.doneStage : kind.doneStage(input.data);
      if (!(await this.jobs.complete(jobId, owner, doneStage, result))) stop();
      else log.info('job done');
    } catch (error) {
      await this.settle(row, owner, kind, error, { stopped: lease.signal.aborted, timedOut: timeLimit.signal }, log);
    } finally {
      stopHeartbeat();
      // Whatever happened, this worker holds the job no longer (a delete waits for exactly that).
      await this.jobs.letGo(jobId, owner).catch((error: unknown) => log.warn({ err: error }, 'could not let go'));
    }
  }

  private async settle(
    row: JobRow,
    owner: string,
    kind: JobKind<unknown, unknown>,
    error: unknown,
    { stopped, timedOut }: { stopped: boolean; timedOut: AbortSignal },
    log: Logger,
  ): Promise<void> {
    if (stopped) {
      log.warn('job cancelled or taken over; stopped');
    } else if (timedOut.aborted) {
      const message = (timedOut.reason as JobTimedOut).message;
      log.error({ err: error }, message);
      await this.jobs.fail(row.id, owner, QUEUE_STAGES.failed, message);
    } else if (this.shutdown.signal.aborted) {
      log.info('shutting down; handing the job back to the queue');
      await this.jobs.release(row.id, owner, QUEUE_STAGES.resuming, null);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error }, 'job failed');
      const retries = kind.retryLimit ?? DEFAULT_RETRY_LIMIT;
      if (!(error instanceof JobFailure) && row.attempts <= retries) {
        const delay = RETRY_DELAY_SECONDS * 2 ** (row.attempts - 1);
        await this.jobs.release(row.id, owner, QUEUE_STAGES.retrying, message, delay);
      } else {
        await this.jobs.fail(row.id, owner, QUEUE_STAGES.failed, message);
      }
    }
  }
}

/** A kind's time limit for this input, in minutes (an input it cannot read gets the default: it fails anyway). */
function timeLimitOf<Input>(kind: JobKind<Input, unknown>, input: Input | undefined): number {
  const limit = kind.timeLimitMinutes ?? DEFAULT_TIME_LIMIT_MINUTES;
  if (typeof limit === 'number') return limit;
  return input === undefined ? DEFAULT_TIME_LIMIT_MINUTES : limit(input);
}

/** A time limit given for an hour of audio, for `seconds` of it: whole minutes, never less than the hour's. */
export const perHourOfAudio = (minutesPerHour: number, seconds: number): number =>
  Math.ceil(minutesPerHour * Math.max(1, seconds / 3600));
