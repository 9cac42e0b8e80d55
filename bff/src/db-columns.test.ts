import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from './db.ts';

/**
 * Every table and column of the bff's schema, as its migrations leave it. A job's state (queued, running, its stage,
 * percent, error, whether it finished) lives only in the job record, media.jobs: a bff table says what a job is for
 * and what the bff recorded of it, so a new column here is a choice to make with that in mind.
 */
const ALLOWED_COLUMNS: Record<string, string[]> = {
  deleted_accounts: ['deleted_at', 'firebase_uid'],
  kysely_migration: ['name', 'timestamp'],
  kysely_migration_lock: ['id', 'is_locked'],
  mixes: ['created_at', 'job_id', 'project_id', 'recorded_at'],
  music_generations: [
    'created_at',
    'duration',
    'job_id',
    'project_id',
    'prompt',
    'recorded_at',
    'track_name',
    'user_id',
  ],
  music_zones: ['end_time', 'position', 'project_id', 'soundtrack_id', 'start_time', 'volume'],
  narrations: [
    'created_at',
    'emotions',
    'flow_type',
    'job_id',
    'project_id',
    'recorded_at',
    'source_key',
    'superseded_at',
    'voice_model_id',
  ],
  projects: [
    'audio_stems',
    'created_at',
    'description',
    'duration',
    'emotions',
    'full_name',
    'genres',
    'id',
    'last_modified',
    'name',
    'publisher_id',
    'script_version_id',
    'settings',
    'source_document',
    'status',
    'updated_at',
    'user_id',
    'video_info',
    'voice_model_id',
  ],
  pronunciations: ['created_at', 'id', 'ipa', 'project_id', 'respelling', 'term', 'term_key', 'user_id'],
  publisher_invitations: ['created_at', 'email', 'id', 'invited_by', 'permission_level', 'publisher_id', 'status'],
  publisher_memberships: ['created_at', 'permission_level', 'publisher_id', 'user_id'],
  publishers: ['created_at', 'id', 'name', 'plan_type'],
  rate_limits: ['expire', 'key', 'points'],
  script_versions: ['created_at', 'id', 'kind', 'number', 'project_id', 'restored_from', 'script_key', 'word_count'],
  share_comments: ['at_seconds', 'author_user_id', 'created_at', 'id', 'name', 'project_id', 'share_link_id', 'text'],
  share_links: [
    'created_at',
    'created_by',
    'expires_at',
    'feedback',
    'id',
    'key_hash',
    'message',
    'project_id',
    'recipients',
    'revoked_at',
  ],
  soundtracks: [
    'created_at',
    'duration',
    'file_key',
    'id',
    'preview_key',
    'short_description',
    'title',
    'type',
    'user_id',
  ],
  users: ['auth_type', 'avatar', 'avatar_key', 'created_at', 'email', 'firebase_uid', 'full_name', 'id', 'updated_at'],
  voice_models: [
    'accent',
    'created_at',
    'description',
    'display_name',
    'engine_voices',
    'gender',
    'id',
    'is_default',
    'language',
    'name',
    'position',
    'preview_text',
    'prosody',
    'sample',
    'tone',
    'user_id',
  ],
  waveform_videos: ['created_at', 'job_id', 'project_id', 'recorded_at', 'video_key'],
};

describe("the bff's tables", () => {
  const db = createDatabase(inject('bffTest').databaseUrl);
  afterAll(() => db.destroy());

  it('hold the allowed columns and no others (no copy of any job state)', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`.execute(db);
    const columns: Record<string, string[]> = {};
    for (const { table_name: table, column_name: column } of rows) (columns[table] ??= []).push(column);
    expect(columns).toEqual(ALLOWED_COLUMNS);
  });
});
