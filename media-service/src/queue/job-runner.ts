import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { JobRepository } from './repository.ts';

export interface JobContext<Input> {
  jobId: string;
  projectId: string;
  input: Input;
  /** Aborted when this process shuts down or another worker has taken the job over: stop at the next safe point. */
  signal: AbortSignal;
  /** Shows people what is happening; throws once the job must stop. */
  progress(stage: string, percent: number): Promise<void>;
}

export interface JobKind<Input, Result> {
  /** Also the pg-boss queue name. */
  kind: string;
  input: z.ZodType<Input>;
  run(context: JobContext<Input>): Promise<Result>;
  /** The stage shown once the job is done. */
  doneStage: string;
  /** Retries after an error (not after a lost worker, which always resumes); 2 unless said. */
  retryLimit?: number;
}

// A job whose worker keeps dying (say, out of memory) must end up failed rather than loop for ever.
const MAX_ATTEMPTS = 5;
// pg-boss's own expiry is only a backstop behind our lease; it must outlast the longest job.
const QUEUE_EXPIRY_SECONDS = 6 * 60 * 60;
const DEFAULT_RETRY_LIMIT = 2;

const STAGE_WAITING = 'Waiting to start...';
const STAGE_RESUMING = 'Waiting to resume...';
const STAGE_RETRYING = 'Retrying after an error...';
const STAGE_FAILED = 'Failed';

/** A failure that retrying cannot fix (the script has no text, say): the job fails at once. */
export class JobFailure extends Error {}

class LeaseLostError extends Error {
  constructor() {
    super('another worker has taken this job over');
  }
}

interface QueueMessage {
  jobId: string;
}

/**
 * Durable jobs: pg-boss dispatches them to any worker process, the `media.jobs` row holds progress and a lease.
 * A worker renews its lease while it runs; a lease left to go stale (the process was killed) is reclaimed by any
 * process and the job is dispatched again, so work resumes from whatever the dead worker already stored.
 */
export class JobRunner {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of any input and result live side by side
  private readonly kinds = new Map<string, JobKind<any, unknown>>();
  private readonly shutdown = new AbortController();
  private sweepTimer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly jobs: JobRepository,
    private readonly settings: Config['jobs'],
    private readonly logger: Logger,
  ) {}

  define<Input, Result>(kind: JobKind<Input, Result>): void {
    this.kinds.set(kind.kind, kind);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const { kind, retryLimit = DEFAULT_RETRY_LIMIT } of this.kinds.values()) {
      const options = {
        name: kind,
        retryLimit,
        retryDelay: 10,
        retryBackoff: true,
        expireInSeconds: QUEUE_EXPIRY_SECONDS,
      };
      await this.boss.createQueue(kind, options);
      await this.boss.updateQueue(kind, options);
      for (let i = 0; i < this.settings.concurrency; i++) {
        await this.boss.work<QueueMessage>(
          kind,
          { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
          async ([job]) => {
            if (job) await this.execute(job);
          },
        );
      }
    }
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), this.settings.heartbeatSeconds * 1000);
    this.started = true;
  }

  async isHealthy(): Promise<boolean> {
    if (!this.started || this.shutdown.signal.aborted) return false;
    try {
      return (await this.boss.isInstalled()) === true;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.shutdown.abort();
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }

  async enqueue(kind: string, projectId: string, input: unknown): Promise<string> {
    const definition = this.kinds.get(kind);
    if (!definition) throw new Error(`unknown job kind ${kind}`);
    const id = randomUUID();
    await this.jobs.create({ id, kind, projectId, input: definition.input.parse(input), stage: STAGE_WAITING });
    try {
      await this.dispatch(kind, id);
    } catch (error) {
      await this.jobs.delete(id);
      throw error;
    }
    return id;
  }

  private async dispatch(kind: string, jobId: string): Promise<void> {
    const queueJobId = await this.boss.send(kind, { jobId } satisfies QueueMessage);
    if (!queueJobId) throw new Error(`the job queue did not accept job ${jobId}`);
    await this.jobs.setQueueJob(jobId, queueJobId);
  }

  /** Re-dispatches jobs whose worker died; the dead worker's pg-boss job is cancelled so it never runs twice. */
  private async sweep(): Promise<void> {
    try {
      const stale = await this.jobs.reclaimStale([...this.kinds.keys()], this.settings.staleSeconds, STAGE_RESUMING);
      for (const job of stale) {
        this.logger.warn({ jobId: job.id, kind: job.kind }, 'job lost its worker; dispatching it again');
        await this.dispatch(job.kind, job.id);
        if (job.queue_job_id) await this.boss.cancel(job.kind, job.queue_job_id);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'stale job sweep failed');
    }
  }

  private async execute(job: PgBoss.JobWithMetadata<QueueMessage>): Promise<void> {
    const kind = this.kinds.get(job.name);
    if (!kind) throw new Error(`no handler for job kind ${job.name}`);
    const { jobId } = job.data;
    const owner = randomUUID();
    const row = await this.jobs.acquire(jobId, owner, this.settings.staleSeconds, job.id);
    // Finished, failed, or alive in another worker: nothing to do for this delivery.
    if (!row) return;
    const log = this.logger.child({ jobId, kind: kind.kind, attempt: row.attempts });
    if (row.attempts > MAX_ATTEMPTS) {
      await this.jobs.fail(jobId, owner, STAGE_FAILED, 'The job was interrupted too many times.');
      return;
    }
    const lease = new AbortController();
    const loseLease = () => lease.abort(new LeaseLostError());
    const signal = AbortSignal.any([lease.signal, this.shutdown.signal]);
    const heartbeat = setInterval(() => {
      this.jobs.touch(jobId, owner).then(
        (held) => held || loseLease(),
        (error: unknown) => log.warn({ err: error }, 'could not renew job lease'),
      );
    }, this.settings.heartbeatSeconds * 1000);
    log.info('job started');
    try {
      const result = await kind.run({
        jobId,
        projectId: row.project_id,
        input: kind.input.parse(row.input),
        signal,
        progress: async (stage, percent) => {
          signal.throwIfAborted();
          if (!(await this.jobs.progress(jobId, owner, stage, percent))) loseLease();
          signal.throwIfAborted();
        },
      });
      signal.throwIfAborted();
      await this.jobs.complete(jobId, owner, kind.doneStage, result);
      log.info('job done');
    } catch (error) {
      if (lease.signal.aborted) {
        log.warn('job taken over by another worker');
      } else if (this.shutdown.signal.aborted) {
        log.info('shutting down; handing the job back to the queue');
        await this.jobs.release(jobId, owner, STAGE_RESUMING, null);
        await this.dispatch(kind.kind, jobId);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error }, 'job failed');
        if (!(error instanceof JobFailure) && job.retryCount < job.retryLimit) {
          await this.jobs.release(jobId, owner, STAGE_RETRYING, message);
        } else {
          await this.jobs.fail(jobId, owner, STAGE_FAILED, message);
        }
        throw error;
      }
    } finally {
      clearInterval(heartbeat);
    }
  }
}
