import { sql, type Kysely } from 'kysely';

/**
 * A waveform video job of a project: which project a media-service 'waveform-video' job belongs to, and the video it
 * made once its end is recorded (once, however often that end is heard).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waveform_videos')
    .addColumn('job_id', 'uuid', (col) => col.primaryKey())
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('queued', 'active', 'completed', 'failed')`))
    .addColumn('video_key', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('waveform_videos_key_check', sql`(state = 'completed') = (video_key is not null)`)
    .execute();
  await db.schema
    .createIndex('waveform_videos_project_idx')
    .on('waveform_videos')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('waveform_videos_in_flight_idx')
    .on('waveform_videos')
    .column('state')
    .where(sql<boolean>`state in ('queued', 'active')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waveform_videos').execute();
}
