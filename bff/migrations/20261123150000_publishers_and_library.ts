import { sql, type Kysely } from 'kysely';

/**
 * Publisher accounts: their members with a permission level, invitations by e-mail, and the publisher a project is
 * assigned to (its members then see it in their library). Also the indexes the library's query needs: the visible set
 * by owner or publisher in keyset order, genres any-of, and search by project name or owner name in any case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('publishers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('plan_type', 'text', (col) => col.notNull().check(sql`plan_type in ('free', 'pro', 'enterprise')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('publisher_memberships')
    .addColumn('publisher_id', 'uuid', (col) => col.notNull().references('publishers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_level', 'text', (col) =>
      col.notNull().check(sql`permission_level in ('owner', 'admin', 'editor', 'viewer')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('publisher_memberships_pkey', ['publisher_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('publisher_memberships_user_id_idx')
    .on('publisher_memberships')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('publisher_invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('publisher_id', 'uuid', (col) => col.notNull().references('publishers.id').onDelete('cascade'))
    // Stored lower-cased: e-mail addresses are matched in any case.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('permission_level', 'text', (col) =>
      col.notNull().check(sql`permission_level in ('admin', 'editor', 'viewer')`),
    )
    .addColumn('invited_by', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'accepted')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One pending invitation per address and publisher: inviting again changes its permission.
  await db.schema
    .createIndex('publisher_invitations_pending_idx')
    .on('publisher_invitations')
    .columns(['publisher_id', 'email'])
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema
    .createIndex('publisher_invitations_email_idx')
    .on('publisher_invitations')
    .column('email')
    .where(sql<boolean>`status = 'pending'`)
    .execute();

  await db.schema
    .alterTable('projects')
    .addColumn('publisher_id', 'uuid', (col) => col.references('publishers.id').onDelete('set null'))
    .execute();

  // The library pages by (updated_at, id) newest first, over the caller's own projects and their publishers'.
  await db.schema.dropIndex('projects_user_id_created_at_idx').execute();
  await sql`create index projects_library_owner_idx on projects (user_id, updated_at desc, id desc)`.execute(db);
  await sql`create index projects_library_publisher_idx on projects (publisher_id, updated_at desc, id desc)
    where publisher_id is not null`.execute(db);
  // Genres any-of is array overlap (&&), which a GIN index answers.
  await sql`create index projects_genres_idx on projects using gin (genres)`.execute(db);
  // Search is ILIKE '%text%' on the name and the owner's full name: trigram indexes answer it in any case.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index projects_name_trgm_idx on projects using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index users_full_name_trgm_idx on users using gin (full_name gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_full_name_trgm_idx').execute();
  await db.schema.dropIndex('projects_name_trgm_idx').execute();
  await db.schema.dropIndex('projects_genres_idx').execute();
  await db.schema.dropIndex('projects_library_publisher_idx').execute();
  await db.schema.dropIndex('projects_library_owner_idx').execute();
  await db.schema
    .createIndex('projects_user_id_created_at_idx')
    .on('projects')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.alterTable('projects').dropColumn('publisher_id').execute();
  await db.schema.dropTable('publisher_invitations').execute();
  await db.schema.dropTable('publisher_memberships').execute();
  await db.schema.dropTable('publishers').execute();
}
