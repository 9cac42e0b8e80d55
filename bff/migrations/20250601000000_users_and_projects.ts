import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('firebase_uid', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('avatar', 'text')
    .addColumn('auth_type', 'text', (col) => col.notNull().check(sql`auth_type in ('sso', 'emailpassword')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text')
    .addColumn('description', 'text')
    .addColumn('status', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('genres', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('emotions', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('voice_model_id', 'text')
    .addColumn('source_document', 'jsonb')
    .addColumn('audio_stems', 'jsonb', (col) => col.notNull().defaultTo(sql`'{"musicZones": []}'::jsonb`))
    .addColumn('video_info', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('duration', 'double precision')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_modified', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The library lists a user's projects newest first.
  await db.schema
    .createIndex('projects_user_id_created_at_idx')
    .on('projects')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projects').execute();
  await db.schema.dropTable('users').execute();
}
