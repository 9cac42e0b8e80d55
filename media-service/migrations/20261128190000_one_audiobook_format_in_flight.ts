import { type Kysely, sql } from 'kysely';

const KINDS = ['audiobook-m4b', 'audiobook-acx', 'audiobook-epub'] as const;

const indexOf = (kind: string) => `jobs_one_${kind.replace('-', '_')}_in_flight`;

/** At most one of each audiobook format of a project is queued or running: repeated clicks make one file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const kind of KINDS) {
    await sql`create unique index ${sql.raw(indexOf(kind))} on media.jobs (project_id)
      where kind = ${sql.lit(kind)} and state in ('queued', 'running')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kind of KINDS) await sql`drop index media.${sql.raw(indexOf(kind))}`.execute(db);
}
