import { sql, type Kysely } from 'kysely';

/**
 * Soundtracks (stock ones, owner null, and each user's generated ones), the music generations that make the latter,
 * and each project's music zones in list order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('soundtracks')
    // A stock track's slug, or the id of the generation that made it.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('stock', 'user-generated')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('short_description', 'text', (col) => col.notNull())
    .addColumn('duration', 'double precision', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('preview_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('soundtracks_owner_check', sql`(type = 'stock') = (user_id is null)`)
    .execute();
  await db.schema.createIndex('soundtracks_user_idx').on('soundtracks').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('music_generations')
    .addColumn('job_id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The project it was asked from; the track outlives the project.
    .addColumn('project_id', 'uuid', (col) => col.references('projects.id').onDelete('set null'))
    .addColumn('track_name', 'text', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('queued', 'active', 'completed', 'failed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('music_generations_in_flight_idx')
    .on('music_generations')
    .column('state')
    .where(sql<boolean>`state in ('queued', 'active')`)
    .execute();

  await db.schema
    .createTable('music_zones')
    // The zones' list order: each new zone goes last.
    .addColumn('position', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('soundtrack_id', 'text', (col) => col.notNull().references('soundtracks.id').onDelete('cascade'))
    .addColumn('start_time', 'double precision', (col) => col.notNull())
    .addColumn('end_time', 'double precision', (col) => col.notNull())
    .addCheckConstraint('music_zones_times_check', sql`0 <= start_time and start_time < end_time`)
    .execute();
  await db.schema
    .createIndex('music_zones_project_idx')
    .on('music_zones')
    .columns(['project_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('music_zones').execute();
  await db.schema.dropTable('music_generations').execute();
  await db.schema.dropTable('soundtracks').execute();
}
