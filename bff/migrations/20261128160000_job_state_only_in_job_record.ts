import { sql, type Kysely } from 'kysely';

/** The bff's tables of media-service jobs: each kept a copy of its jobs' state. */
const JOB_TABLES = ['narrations', 'music_generations', 'mixes', 'waveform_videos'] as const;

/**
 * A job's state lives only in its record (media.jobs): the bff's job tables drop their copy of it (state and the
 * updated_at that followed it) and keep what the bff owns: what a job is for, and `recorded_at`, when the bff took
 * the job's end into account (its result written onto the project, or nothing to write: it failed, was cancelled or
 * superseded), so that happens once. A narration also keeps `superseded_at`: its script was replaced, or another
 * reading asked for, while it ran, so its result is never used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of JOB_TABLES) {
    await db.schema.alterTable(table).addColumn('recorded_at', 'timestamptz').execute();
    await sql`update ${sql.table(table)} set recorded_at = updated_at where state not in ('queued', 'active')`.execute(
      db,
    );
  }
  await db.schema.alterTable('narrations').addColumn('superseded_at', 'timestamptz').execute();
  await sql`update narrations set superseded_at = updated_at where state = 'superseded'`.execute(db);

  await db.schema.dropIndex('narrations_in_flight_idx').execute();
  await db.schema.dropIndex('music_generations_in_flight_idx').execute();
  await db.schema.dropIndex('mixes_in_flight_idx').execute();
  await db.schema.dropIndex('waveform_videos_in_flight_idx').execute();
  await db.schema.alterTable('waveform_videos').dropConstraint('waveform_videos_key_check').execute();
  for (const table of JOB_TABLES) {
    await db.schema.alterTable(table).dropColumn('state').dropColumn('updated_at').execute();
    // The jobs whose end is still to be recorded: asked about after the bff heard nothing a while.
    await db.schema
      .createIndex(`${table}_unrecorded_idx`)
      .on(table)
      .column('job_id')
      .where(sql<boolean>`recorded_at is null`)
      .execute();
  }
  await db.schema
    .alterTable('waveform_videos')
    .addCheckConstraint('waveform_videos_key_check', sql`video_key is null or recorded_at is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waveform_videos').dropConstraint('waveform_videos_key_check').execute();
  for (const table of JOB_TABLES) {
    await db.schema.dropIndex(`${table}_unrecorded_idx`).execute();
    await db.schema
      .alterTable(table)
      .addColumn('state', 'text', (col) => col.notNull().defaultTo('queued'))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // Which recorded end was a failure is the job record's: a recorded job reads as completed but where its table
    // tells otherwise (no video, no soundtrack).
    await sql`update ${sql.table(table)} set state = 'completed', updated_at = recorded_at where recorded_at is not null`.execute(
      db,
    );
    await db.schema
      .alterTable(table)
      .alterColumn('state', (col) => col.dropDefault())
      .execute();
  }
  await sql`update narrations set state = 'superseded' where superseded_at is not null`.execute(db);
  await sql`update waveform_videos set state = 'failed' where state = 'completed' and video_key is null`.execute(db);
  await sql`update music_generations g set state = 'failed'
    where state = 'completed' and not exists (select 1 from soundtracks s where s.id = g.job_id::text)`.execute(db);
  await db.schema.alterTable('narrations').dropColumn('superseded_at').execute();
  for (const table of JOB_TABLES) await db.schema.alterTable(table).dropColumn('recorded_at').execute();

  await db.schema
    .createIndex('narrations_in_flight_idx')
    .on('narrations')
    .column('project_id')
    .unique()
    .where(sql<boolean>`state in ('queued', 'active')`)
    .execute();
  for (const table of ['music_generations', 'mixes', 'waveform_videos'] as const) {
    await db.schema
      .createIndex(`${table}_in_flight_idx`)
      .on(table)
      .column('state')
      .where(sql<boolean>`state in ('queued', 'active')`)
      .execute();
  }
  await db.schema
    .alterTable('waveform_videos')
    .addCheckConstraint('waveform_videos_key_check', sql`(state = 'completed') = (video_key is not null)`)
    .execute();
}
