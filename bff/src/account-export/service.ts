import {
  exportedMusicPath,
  isUuid,
  JOB_KINDS,
  type AccountExportStatus,
  type Project,
  type PublisherMembership,
} from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import type { LimitService } from '../limits/service.ts';
import type { MediaClient } from '../media/client.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import type { UserRepository } from '../user/repository.ts';
import type { UserService } from '../user/service.ts';
import { projectFiles, projectFolder, voiceSampleFile, type ExportFile } from './files.ts';
import type { AccountExportRepository } from './repository.ts';

const NO_SUCH_EXPORT = 'No such export.';

/** What manifest.json says it holds, for whoever opens the ZIP without the app. */
const MANIFEST_ABOUT =
  'Everything your ReelTalk account holds: your profile and avatar, your pronunciations, custom voices, generated ' +
  'music, publisher memberships and the comments you left on projects as a member, and every project you created ' +
  'with its script versions, narration, subtitles, mixes (MP3 and WAV), waveform video, cover, pronunciations, ' +
  'share links and listener comments. Each "file" is a path inside this ZIP; "files" lists every file with its size.';

/** Groups rows by their project. */
function byProject<T extends { project_id: string | null }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (row.project_id === null) continue;
    groups.set(row.project_id, [...(groups.get(row.project_id) ?? []), row]);
  }
  return groups;
}

const pronunciationOf = (row: { term: string; respelling: string | null; ipa: string | null; created_at: Date }) => ({
  term: row.term,
  respelling: row.respelling,
  ipa: row.ipa,
  createdAt: row.created_at.toISOString(),
});

/** Downloads of all of a user's data: a ZIP the media-service builds as a job, followed by its id. */
export function createAccountExportService(deps: {
  users: UserRepository;
  profiles: UserService;
  projects: ProjectService;
  memberships: (userId: string) => Promise<PublisherMembership[]>;
  exports: AccountExportRepository;
  media: MediaClient;
  limits: LimitService;
}) {
  const { users, profiles, projects, memberships, exports, media, limits } = deps;

  /** manifest.json and the objects to put beside it: everything the caller's account owns. */
  async function contents(caller: Caller): Promise<{ manifest: Record<string, unknown>; files: ExportFile[] }> {
    const { userId } = caller;
    const { fullName, email, username, auth_type } = await profiles.profile(caller);
    const owned: Project[] = [];
    for (const id of await users.ownedProjectIds(userId)) owned.push(await projects.get(caller, id));
    const ids = owned.map((project) => project._id);
    const [avatarKey, pronunciations, versions, links, comments, videos, voices, soundtracks, publishers, written] =
      await Promise.all([
        exports.avatarKey(userId),
        exports.pronunciations(userId, ids),
        exports.scriptVersions(ids),
        exports.shareLinks(ids),
        exports.shareComments(ids),
        exports.videoKeys(ids),
        exports.customVoices(userId),
        exports.soundtracks(userId),
        memberships(userId),
        exports.memberComments(userId),
      ]);
    const versionsOf = byProject(versions);
    const pronunciationsOf = byProject(pronunciations);
    const linksOf = byProject(links);
    const commentsOf = new Map<string, typeof comments>();
    for (const comment of comments) {
      commentsOf.set(comment.share_link_id, [...(commentsOf.get(comment.share_link_id) ?? []), comment]);
    }

    const files: ExportFile[] = [];
    const pathOf = new Map<string, string>();
    const add = (file: ExportFile) => {
      files.push(file);
      pathOf.set(file.key, file.path);
    };
    if (avatarKey) add({ key: avatarKey, path: 'profile/avatar.png' });
    for (const voice of voices) if (voice.sample_key) add(voiceSampleFile(voice, voice.sample_key));

    const projectEntries = owned.map((project) => {
      const projectVersions = versionsOf.get(project._id) ?? [];
      for (const file of projectFiles(project, {
        videoKey: videos.get(project._id) ?? null,
        scriptVersions: projectVersions.map((version) => ({ number: version.number, key: version.script_key })),
      })) {
        add(file);
      }
      return {
        folder: projectFolder(project),
        project,
        scriptVersions: projectVersions.map((version) => ({
          number: version.number,
          kind: version.kind,
          wordCount: version.word_count,
          restoredFrom: version.restored_from,
          createdAt: version.created_at.toISOString(),
          file: pathOf.get(version.script_key) ?? null,
        })),
        pronunciations: (pronunciationsOf.get(project._id) ?? []).map(pronunciationOf),
        shareLinks: (linksOf.get(project._id) ?? []).map((link) => ({
          id: link.id,
          recipients: link.recipients,
          message: link.message,
          feedback: link.feedback,
          createdAt: link.created_at.toISOString(),
          expiresAt: link.expires_at.toISOString(),
          revokedAt: link.revoked_at?.toISOString() ?? null,
          comments: (commentsOf.get(link.id) ?? []).map((comment) => ({
            atSeconds: comment.at_seconds,
            name: comment.name,
            text: comment.text,
            createdAt: comment.created_at.toISOString(),
          })),
        })),
      };
    });

    const manifest = {
      about: MANIFEST_ABOUT,
      exportedAt: new Date().toISOString(),
      profile: { fullName, email, username, auth_type, avatar: avatarKey ? pathOf.get(avatarKey) : null },
      pronunciations: pronunciations.filter((row) => row.project_id === null).map(pronunciationOf),
      memberships: publishers.map((membership) => ({
        publisher: membership.publisherId.name,
        plan: membership.publisherId.planType,
        permissionLevel: membership.permissionLevel,
      })),
      voices: voices.map((voice) => ({
        name: voice.display_name,
        description: voice.description,
        gender: voice.gender,
        sampleFileName: voice.sample_file_name,
        createdAt: voice.created_at.toISOString(),
        file: voice.sample_key ? (pathOf.get(voice.sample_key) ?? null) : null,
      })),
      comments: written.map((comment) => ({
        projectId: comment.project_id,
        projectName: comment.project_name,
        atSeconds: comment.at_seconds,
        text: comment.text,
        createdAt: comment.created_at.toISOString(),
      })),
      soundtracks: soundtracks.map((track) => ({
        title: track.title,
        description: track.short_description,
        seconds: track.duration,
        createdAt: track.created_at.toISOString(),
        // Where the media-service puts it in the ZIP.
        file: exportedMusicPath(userId, track.file_key),
      })),
      projects: projectEntries,
    };
    return { manifest, files };
  }

  return {
    /**
     * Starts the ZIP of the caller's data (or joins the one in flight): manifest.json describes everything the
     * account owns (see MANIFEST_ABOUT) and names where each file sits in the ZIP; the files go in beside it.
     */
    async start(caller: Caller): Promise<string> {
      const request = await contents(caller);
      // The media-service keeps one export of a user in flight: the queue limit has nothing more to count.
      return limits.job(
        caller,
        JOB_KINDS.accountExport,
        async () => 0,
        async () => (await media.call('startAccountExport', { userId: caller.userId, body: request })).jobId,
      );
    },

    /** An export of the caller's; another user's answers exactly as one that does not exist. */
    async status(caller: Caller, exportId: string): Promise<AccountExportStatus> {
      if (!isUuid(exportId)) throw new NotFound(NO_SUCH_EXPORT);
      const job = await media.call('accountExport', { userId: caller.userId, jobId: exportId });
      return {
        status: job.state,
        percent: job.percent,
        stage: job.stage,
        url: job.url,
        error: job.state === 'failed' ? job.error : null,
      };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
