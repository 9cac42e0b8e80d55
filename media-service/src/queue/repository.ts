import { type Kysely, sql, type UpdateObject } from 'kysely';
import type { Database } from '../db/database.ts';
import type { JobRow } from './table.ts';

/** Reads and writes job rows; every write by a worker is guarded by the lease it holds. */
export class JobRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(job: { id: string; kind: string; projectId: string; input: unknown; stage: string }): Promise<void> {
    await this.db
      .insertInto('media.jobs')
      .values({
        id: job.id,
        kind: job.kind,
        project_id: job.projectId,
        state: 'queued',
        stage: job.stage,
        input: JSON.stringify(job.input),
      })
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('media.jobs').where('id', '=', id).execute();
  }

  find(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('media.jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A queued or running job of this kind for the project with exactly this input, if any. */
  findActive(kind: string, projectId: string, input: unknown): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('media.jobs')
      .selectAll()
      .where('kind', '=', kind)
      .where('project_id', '=', projectId)
      .where('state', 'in', ['queued', 'running'])
      .where('input', '=', sql<unknown>`${JSON.stringify(input)}::jsonb`)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  async setQueueJob(id: string, queueJobId: string): Promise<void> {
    await this.db.updateTable('media.jobs').set({ queue_job_id: queueJobId }).where('id', '=', id).execute();
  }

  /** Takes the job if it waits, or if the worker running it has gone silent for staleSeconds. */
  acquire(id: string, owner: string, staleSeconds: number, queueJobId: string): Promise<JobRow | undefined> {
    return this.db
      .updateTable('media.jobs')
      .set((eb) => ({
        state: 'running',
        lease_owner: owner,
        heartbeat_at: sql<Date>`now()`,
        attempts: eb('attempts', '+', 1),
        queue_job_id: queueJobId,
        error: null,
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'queued'),
          eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', staleBefore(staleSeconds))]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Renews the lease; false means another worker has taken the job over. */
  touch(id: string, owner: string): Promise<boolean> {
    return this.updateLeased(id, owner, { heartbeat_at: sql<Date>`now()` });
  }

  progress(id: string, owner: string, stage: string, percent: number): Promise<boolean> {
    return this.updateLeased(id, owner, {
      stage,
      percent: Math.min(100, Math.max(0, percent)),
      heartbeat_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    });
  }

  complete(id: string, owner: string, stage: string, result: unknown): Promise<boolean> {
    return this.updateLeased(id, owner, {
      state: 'done',
      stage,
      percent: 100,
      result: JSON.stringify(result),
      lease_owner: null,
      updated_at: sql<Date>`now()`,
    });
  }

  fail(id: string, owner: string, stage: string, error: string): Promise<boolean> {
    return this.updateLeased(id, owner, {
      state: 'failed',
      stage,
      error,
      lease_owner: null,
      updated_at: sql<Date>`now()`,
    });
  }

  /** Gives the job back to the queue (retry or hand-over); the next worker starts from what is stored. */
  release(id: string, owner: string, stage: string, error: string | null): Promise<boolean> {
    return this.updateLeased(id, owner, {
      state: 'queued',
      stage,
      error,
      lease_owner: null,
      updated_at: sql<Date>`now()`,
    });
  }

  /** Returns running jobs of the given kinds whose worker stopped renewing its lease, now queued again. */
  reclaimStale(
    kinds: string[],
    staleSeconds: number,
    stage: string,
  ): Promise<Array<Pick<JobRow, 'id' | 'kind' | 'queue_job_id'>>> {
    if (kinds.length === 0) return Promise.resolve([]);
    return this.db
      .updateTable('media.jobs')
      .set({ state: 'queued', stage, lease_owner: null, updated_at: sql<Date>`now()` })
      .where('state', '=', 'running')
      .where('kind', 'in', kinds)
      .where('heartbeat_at', '<', staleBefore(staleSeconds))
      .returning(['id', 'kind', 'queue_job_id'])
      .execute();
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

const staleBefore = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;
