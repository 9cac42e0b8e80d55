import { type Kysely, sql, type Transaction, type UpdateObject } from 'kysely';
import type { Database } from '../db/database.ts';
import { secondsAfter, type Clock } from './clock.ts';
import { ACTIVE_STATES, type JobRow } from './table.ts';

export interface NewJob {
  kind: string;
  projectId: string;
  ownerId: string | null;
  input: unknown;
  stage: string;
}

/**
 * Reads and writes job rows; every write by a worker is guarded by the lease it holds. Every moment written or
 * compared is the clock's (never the database's now()), so a test can move a queue's time on.
 */
export class JobRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  find(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('media.jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The jobs of these kinds matching every criterion given, newest first (`latest`: the newest of each kind only). */
  async query(query: {
    kinds: string[];
    projectId?: string | undefined;
    ownerId?: string | undefined;
    jobIds?: string[] | undefined;
    inFlight?: boolean | undefined;
    latest?: boolean | undefined;
  }): Promise<JobRow[]> {
    let select = this.db.selectFrom('media.jobs').selectAll().where('kind', 'in', query.kinds);
    if (query.projectId !== undefined) select = select.where('project_id', '=', query.projectId);
    if (query.ownerId !== undefined) select = select.where('owner_id', '=', query.ownerId);
    if (query.jobIds !== undefined) {
      if (query.jobIds.length === 0) return [];
      select = select.where('id', 'in', query.jobIds);
    }
    if (query.inFlight) select = select.where('state', 'in', ACTIVE_STATES);
    const rows = await (query.latest ? select.distinctOn('kind').orderBy('kind') : select)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return query.latest ? rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()) : rows;
  }

  /**
   * Queues a job, unless a unique index of its kind (one narration of a project in flight, say) already has one:
   * then `replaces(input of that job)` decides whether it is cancelled for the new one, or answered instead.
   */
  insertOrJoin(job: NewJob, replaces: (runningInput: unknown) => boolean): Promise<{ id: string; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      for (;;) {
        const inserted = await insertJob(trx, job, this.clock.now());
        if (inserted) return { id: inserted.id, created: true };
        const running = await trx
          .selectFrom('media.jobs')
          .select(['id', 'input'])
          .where('kind', '=', job.kind)
          .where('project_id', '=', job.projectId)
          .where('state', 'in', ACTIVE_STATES)
          .forUpdate()
          .executeTakeFirst();
        // Finished between the insert and the look: the next insert goes through.
        if (!running) continue;
        if (!replaces(running.input)) return { id: running.id, created: false };
        await trx
          .updateTable('media.jobs')
          .set({ state: 'cancelled', stage: CANCELLED_STAGE, updated_at: this.clock.now() })
          .where('id', '=', running.id)
          .execute();
      }
    });
  }

  /**
   * A queued job of these kinds that is due, now running under `owner`'s lease: the oldest of whoever has the fewest
   * jobs running (ties: the oldest), so one person's many jobs never keep another's waiting behind them all, and never
   * one of a person who already has `runningPerOwner` jobs running, so one person can never hold every worker. Jobs
   * nobody owns count as one person's, without that cap. Claims are taken one at a time across processes (a
   * transaction-scoped advisory lock), so two workers claiming at once cannot both start a person's last allowed job.
   */
  claim(kinds: string[], owner: string, runningPerOwner: number): Promise<JobRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
      const now = this.clock.now();
      const { rows } = await sql<JobRow>`
        update media.jobs
        set state = 'running', lease_owner = ${owner}, heartbeat_at = ${now}, attempts = attempts + 1, error = null,
            updated_at = ${now}
        where id = (
          select queued.id from media.jobs queued
          where queued.state = 'queued' and queued.run_after <= ${now} and queued.kind = any(${kinds})
            and (queued.owner_id is null or ${runningOfOwner} < ${runningPerOwner})
          order by ${runningOfOwner}, queued.created_at
          for update skip locked
          limit 1)
        returning *`.execute(trx);
      return rows[0];
    });
  }

  /**
   * The queued jobs of these kinds that are due, in the order `claim` takes them (a person's next job as if the ones
   * before it were already running): a job its owner's cap holds back (`held`, it waits for that person's own jobs
   * whatever the workers do), else how many of the others the workers will start before it.
   */
  async waitingOrder(
    kinds: string[],
    runningPerOwner: number,
  ): Promise<Array<{ id: string; stage: string; held: boolean; ahead: number }>> {
    const { rows } = await sql<{ id: string; stage: string; held: boolean; ahead: number }>`
      select id, stage, held, (row_number() over (partition by held order by turn, created_at) - 1)::int as ahead
      from (
        select id, stage, created_at, turn, owner_id is not null and turn > ${runningPerOwner} as held
        from (
          select queued.id, queued.stage, queued.created_at, queued.owner_id,
            ${runningOfOwner} + row_number() over (partition by queued.owner_id order by queued.created_at) as turn
          from media.jobs queued
          where queued.state = 'queued' and queued.run_after <= ${this.clock.now()} and queued.kind = any(${kinds})
        ) as turns
      ) as waiting
      order by held, ahead`.execute(this.db);
    return rows;
  }

  /** Sets the stage of jobs still queued (one claimed meanwhile keeps its own); each change is announced. */
  async showWhileQueued(stages: Array<{ id: string; stage: string }>): Promise<void> {
    if (stages.length === 0) return;
    await sql`
      update media.jobs
      set stage = given.stage, updated_at = ${this.clock.now()}
      from unnest(${stages.map(({ id }) => id)}::uuid[], ${stages.map(({ stage }) => stage)}::text[])
        as given(id, stage)
      where media.jobs.id = given.id and media.jobs.state = 'queued' and media.jobs.stage <> given.stage`.execute(
      this.db,
    );
  }

  /**
   * Renews the lease; false means the job was cancelled or another worker has taken it over. A cancelled job's worker
   * keeps its lease fresh until it lets go, so the job's project counts as busy while the worker is still stopping.
   */
  async touch(id: string, owner: string): Promise<boolean> {
    const row = await this.db
      .updateTable('media.jobs')
      .set({ heartbeat_at: this.clock.now() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .returning('state')
      .executeTakeFirst();
    return row?.state === 'running';
  }

  progress(id: string, owner: string, stage: string, percent: number): Promise<boolean> {
    const now = this.clock.now();
    return this.updateLeased(id, owner, {
      stage,
      percent: Math.min(100, Math.max(0, percent)),
      heartbeat_at: now,
      updated_at: now,
    });
  }

  /** Publishes what the job has made so far (announced like a new stage); false as for `progress`. */
  publish(id: string, owner: string, partial: unknown): Promise<boolean> {
    return this.updateLeased(id, owner, { partial: JSON.stringify(partial), heartbeat_at: this.clock.now() });
  }

  /** Marks the job done with its result in one write, which also announces it. */
  complete(id: string, owner: string, stage: string, result: unknown): Promise<boolean> {
    return this.updateLeased(id, owner, {
      state: 'done',
      stage,
      percent: 100,
      result: JSON.stringify(result),
      lease_owner: null,
      updated_at: this.clock.now(),
    });
  }

  fail(id: string, owner: string, stage: string, error: string): Promise<boolean> {
    return this.updateLeased(id, owner, {
      state: 'failed',
      stage,
      error,
      lease_owner: null,
      updated_at: this.clock.now(),
    });
  }

  /** Gives the job back to the queue (retry or hand-over), due after `delaySeconds`; the next run resumes it. */
  release(id: string, owner: string, stage: string, error: string | null, delaySeconds = 0): Promise<boolean> {
    const now = this.clock.now();
    return this.updateLeased(id, owner, {
      state: 'queued',
      stage,
      error,
      lease_owner: null,
      run_after: secondsAfter(now, delaySeconds),
      updated_at: now,
    });
  }

  /** Lets go of a job that was cancelled under this worker: from now on nothing of it is running. */
  async letGo(id: string, owner: string): Promise<void> {
    await this.db
      .updateTable('media.jobs')
      .set({ lease_owner: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** Running jobs whose worker stopped renewing its lease, queued again for any worker; answers how many. */
  async reclaimStale(staleSeconds: number, stage: string): Promise<number> {
    const now = this.clock.now();
    const result = await this.db
      .updateTable('media.jobs')
      .set({ state: 'queued', stage, lease_owner: null, updated_at: now })
      .where('state', '=', 'running')
      .where('heartbeat_at', '<', secondsAfter(now, -staleSeconds))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Cancels every queued or running job of the project; answers their ids. */
  cancelProject(projectId: string): Promise<string[]> {
    return this.cancelWhere('project_id', projectId);
  }

  /** Whether a worker may still be at work on one of the project's jobs (a lease that is held and not stale). */
  isProjectBusy(projectId: string, staleSeconds: number): Promise<boolean> {
    return this.isBusyWhere('project_id', projectId, staleSeconds);
  }

  /** Cancels every queued or running job the user owns, on whichever project; answers their ids. */
  cancelOwnedBy(ownerId: string): Promise<string[]> {
    return this.cancelWhere('owner_id', ownerId);
  }

  /** Whether a worker may still be at work on a job the user owns. */
  isOwnerBusy(ownerId: string, staleSeconds: number): Promise<boolean> {
    return this.isBusyWhere('owner_id', ownerId, staleSeconds);
  }

  /**
   * Deletes the rows of every job the user owns or that names one of `projectIds` (an account-level job names its
   * user there); only once they are stopped. Answers how many.
   */
  async deleteOfAccount(ownerId: string, projectIds: string[]): Promise<number> {
    const result = await this.db
      .deleteFrom('media.jobs')
      .where((eb) => eb.or([eb('owner_id', '=', ownerId), eb('project_id', 'in', [ownerId, ...projectIds])]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async cancelWhere(column: 'project_id' | 'owner_id', id: string): Promise<string[]> {
    const rows = await this.db
      .updateTable('media.jobs')
      .set({ state: 'cancelled', stage: CANCELLED_STAGE, updated_at: this.clock.now() })
      .where(column, '=', id)
      .where('state', 'in', ACTIVE_STATES)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  private async isBusyWhere(column: 'project_id' | 'owner_id', id: string, staleSeconds: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('media.jobs')
      .select('id')
      .where(column, '=', id)
      .where('lease_owner', 'is not', null)
      .where('heartbeat_at', '>=', secondsAfter(this.clock.now(), -staleSeconds))
      .executeTakeFirst();
    return row !== undefined;
  }

  private async updateLeased(
    id: string,
    owner: string,
    values: UpdateObject<Database, 'media.jobs'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('media.jobs')
      .set(values)
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

export const CANCELLED_STAGE = 'Cancelled';

/** A unique index of the job's kind may refuse it (one in flight per project): then nothing is inserted. */
async function insertJob(trx: Transaction<Database>, job: NewJob, now: Date): Promise<{ id: string } | undefined> {
  return trx
    .insertInto('media.jobs')
    .values({
      id: sql<string>`gen_random_uuid()`,
      kind: job.kind,
      project_id: job.projectId,
      owner_id: job.ownerId,
      state: 'queued',
      stage: job.stage,
      input: JSON.stringify(job.input),
      run_after: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Taken for the length of a claim: claims are counted against the owner's running jobs one at a time. */
const CLAIM_LOCK = sql`hashtext('reeltalk job claim')`;

/** How many jobs of the queued job's owner are running (the column `queued.owner_id`). */
const runningOfOwner = sql<number>`(select count(*) from media.jobs busy
  where busy.state = 'running' and busy.owner_id is not distinct from queued.owner_id)`;
