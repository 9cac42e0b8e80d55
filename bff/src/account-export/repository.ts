import { sql, type Kysely } from 'kysely';
import type { Database } from '../db.ts';
import type { PronunciationTables } from '../pronunciation/table.ts';
import type { ScriptTables } from '../script/table.ts';
import type { ShareTables } from '../share/table.ts';
import type { SoundtrackTables } from '../soundtrack/table.ts';
import type { WaveformVideoTables } from '../video/table.ts';
import type { VoiceModelTables } from '../voice/table.ts';

type ExportTables = PronunciationTables &
  ScriptTables &
  ShareTables &
  SoundtrackTables &
  WaveformVideoTables &
  VoiceModelTables;

/**
 * What a data export reads beyond the projects as the API shows them: every row the user owns, across the features'
 * tables, in one read each (a user with many projects makes no query per project). Key hashes of share links are
 * secrets of the links, not data of the user, and are never read.
 */
export function createAccountExportRepository(base: Kysely<Database>) {
  const db = base.withTables<ExportTables>();
  const ofProjects = <T>(projectIds: string[], read: () => Promise<T[]>): Promise<T[]> =>
    projectIds.length === 0 ? Promise.resolve([]) : read();

  return {
    async avatarKey(userId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('avatar_key').where('id', '=', userId).executeTakeFirst();
      return row?.avatar_key ?? null;
    },

    /** The user's own dictionary and those of the projects named, by term. */
    pronunciations(userId: string, projectIds: string[]) {
      return db
        .selectFrom('pronunciations')
        .select(['project_id', 'term', 'respelling', 'ipa', 'created_at'])
        .where((eb) =>
          projectIds.length === 0
            ? eb('user_id', '=', userId)
            : eb.or([eb('user_id', '=', userId), eb('project_id', 'in', projectIds)]),
        )
        .orderBy('term_key')
        .orderBy('id')
        .execute();
    },

    scriptVersions(projectIds: string[]) {
      return ofProjects(projectIds, () =>
        db
          .selectFrom('script_versions')
          .select(['project_id', 'number', 'kind', 'script_key', 'word_count', 'restored_from', 'created_at'])
          .where('project_id', 'in', projectIds)
          .orderBy('project_id')
          .orderBy('number')
          .execute(),
      );
    },

    shareLinks(projectIds: string[]) {
      return ofProjects(projectIds, () =>
        db
          .selectFrom('share_links')
          .select(['id', 'project_id', 'recipients', 'message', 'feedback', 'created_at', 'expires_at', 'revoked_at'])
          .where('project_id', 'in', projectIds)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      );
    },

    /** Listeners' comments on the links of the projects named. */
    shareComments(projectIds: string[]) {
      return ofProjects(projectIds, () =>
        db
          .selectFrom('share_comments')
          .innerJoin('share_links', 'share_links.id', 'share_comments.share_link_id')
          .select([
            'share_comments.share_link_id',
            'share_comments.at_seconds',
            'share_comments.name',
            'share_comments.text',
            'share_comments.created_at',
          ])
          .where('share_links.project_id', 'in', projectIds)
          // The inner join keeps only comments left through a link.
          .$narrowType<{ share_link_id: string }>()
          .orderBy('share_comments.at_seconds')
          .orderBy('share_comments.created_at')
          .execute(),
      );
    },

    /**
     * The comments the user wrote as a member (signed in, on their own or a publisher's project), with the project's
     * name, in the order they were written.
     */
    memberComments(userId: string) {
      return db
        .selectFrom('share_comments')
        .innerJoin('projects', 'projects.id', 'share_comments.project_id')
        .select([
          'share_comments.project_id',
          'projects.name as project_name',
          'share_comments.at_seconds',
          'share_comments.text',
          'share_comments.created_at',
        ])
        .where('share_comments.author_user_id', '=', userId)
        .orderBy('share_comments.created_at')
        .orderBy('share_comments.id')
        .execute();
    },

    /** The newest finished waveform video of each project named. */
    async videoKeys(projectIds: string[]): Promise<Map<string, string>> {
      const rows = await ofProjects(projectIds, () =>
        db
          .selectFrom('waveform_videos')
          .select(['project_id', 'video_key'])
          .distinctOn('project_id')
          .where('project_id', 'in', projectIds)
          .where('video_key', 'is not', null)
          .orderBy('project_id')
          .orderBy('recorded_at', 'desc')
          .execute(),
      );
      return new Map(rows.flatMap((row) => (row.video_key ? [[row.project_id, row.video_key] as const] : [])));
    },

    /** The user's custom voices, with where each sample is kept. */
    customVoices(userId: string) {
      return db
        .selectFrom('voice_models')
        .select([
          'id',
          'display_name',
          'description',
          'gender',
          sql<string | null>`sample->>'key'`.as('sample_key'),
          sql<string | null>`sample->>'fileName'`.as('sample_file_name'),
          'created_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    /** The music generated for the user (its files sit under music/ in the ZIP, by generation id). */
    soundtracks(userId: string) {
      return db
        .selectFrom('soundtracks')
        .select(['id', 'title', 'short_description', 'duration', 'file_key', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
