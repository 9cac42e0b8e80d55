import {
  audioTitleOf,
  commentTimeProblem,
  isUuid,
  narratedEmotions,
  projectVoiceName,
  SHARE_LIMITS,
  SHARE_LINK_DAYS,
  SHARED_URL_SECONDS,
  type CreatedShare,
  type newMemberCommentSchema,
  type newShareCommentSchema,
  type Project,
  type ShareComment,
  type SharedProject,
  type ShareLink,
  type shareRequestSchema,
} from '@reeltalk/contracts';
import { BadRequest, Forbidden, Gone, NotFound, TooManyRequests } from '@reeltalk/server-kit';
import type { z } from 'zod';
import { downloadName } from '../audio/download-name.ts';
import type { LimitService } from '../limits/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaClient } from '../media/client.ts';
import { coverKeyOf } from '../cover/cover-key.ts';
import { toProjectJson } from '../project/json.ts';
import type { ProjectRepository } from '../project/repository.ts';
import type { ProjectService } from '../project/service.ts';
import type { Caller } from '../state.ts';
import { accessKeyHash, newAccessKey } from './access-key.ts';
import { shareMail } from './mail.ts';
import type { ShareRepository } from './repository.ts';
import type { ShareLinkRow, ShownCommentRow } from './table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a listener presents: the project and owner of the link's query string, and its access key. */
export interface ShareCredentials {
  projectId: string;
  ownerId: string;
  accessKey: string;
}

const INVALID_LINK = 'This shared link is not valid.';

const toShareLink = (row: ShareLinkRow): ShareLink => ({
  _id: row.id,
  recipients: row.recipients,
  message: row.message,
  feedback: row.feedback,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

const toComment = (row: ShownCommentRow): ShareComment => ({
  _id: row.id,
  atSeconds: row.at_seconds,
  name: row.name,
  member: row.author_user_id !== null,
  text: row.text,
  createdAt: row.created_at.toISOString(),
});

/** A comment's time, when it lies within the project's audio. */
function checkedTime(atSeconds: number, project: Project): number {
  const problem = commentTimeProblem(atSeconds, project.audio_stems.vocal_duration);
  if (problem) throw new BadRequest(problem, { atSeconds: problem });
  return atSeconds;
}

const tooManyComments = () => new TooManyRequests('Too many comments at once. Please wait a minute and try again.', 60);

/** The keys a share opens: the final mix (MP3, and the WAV of the same mix) and nothing else of the project. */
const sharedKeys = (project: Project): string[] =>
  [project.audio_stems.mix, project.audio_stems.mix_wav].filter((key): key is string => !!key);

export function createShareService(deps: {
  shares: ShareRepository;
  projects: ProjectService;
  /** Project rows read for a listener, who is no user of ours: the link's checks stand in for ownership. */
  projectRows: Pick<ProjectRepository, 'findById'>;
  media: MediaClient;
  mailer: Mailer;
  limits: LimitService;
  /** Where the app is served, for the links in the e-mails. */
  appUrl: string;
}) {
  const { shares, projects, projectRows, media, mailer, limits, appUrl } = deps;
  const findProject = async (id: string): Promise<Project | undefined> => {
    const row = await projectRows.findById(id);
    return row && toProjectJson(row);
  };

  /**
   * The link and its project when the credentials open it. A wrong key, project or owner answers 404; a revoked
   * link 403; an expired one 410 (the shared page says 'Link Expired or Invalid' to all three).
   */
  const open = async ({ projectId, ownerId, accessKey }: ShareCredentials) => {
    const link = accessKey ? await shares.byKeyHash(accessKeyHash(accessKey)) : undefined;
    const project = link && link.project_id === projectId ? await findProject(projectId) : undefined;
    if (!link || !project || project.userId._id !== ownerId) throw new NotFound(INVALID_LINK);
    if (link.revoked_at) throw new Forbidden('This shared link was revoked by the project owner.');
    if (link.expires_at.getTime() <= Date.now()) throw new Gone('This shared link has expired.');
    return { link, project };
  };

  return {
    /** A new link to the project's final mix, e-mailed to each recipient; nothing is kept when an e-mail fails. */
    async create(caller: Caller, projectId: string, body: z.output<typeof shareRequestSchema>): Promise<CreatedShare> {
      const project = await projects.get(caller, projectId, 'share');
      await limits.mail(caller, 'shares', body.recipients);
      const accessKey = newAccessKey();
      const link = await shares.insert({
        projectId,
        keyHash: accessKeyHash(accessKey),
        recipients: body.recipients,
        message: body.message || null,
        feedback: body.feedback ?? false,
        createdBy: caller.userId,
        expiresAt: new Date(Date.now() + SHARE_LINK_DAYS * DAY_MS),
      });
      const query = new URLSearchParams({ pId: projectId, uId: project.userId._id, key: accessKey });
      const url = `${appUrl}/share-view?${query}`;
      try {
        for (const to of link.recipients) {
          await mailer.send(
            shareMail({
              to,
              senderName: project.userId.fullName,
              projectName: audioTitleOf(project),
              message: link.message,
              url,
              expiresAt: link.expires_at,
              feedback: link.feedback,
            }),
          );
        }
      } catch (error) {
        // A link its recipients never heard of is no use to anyone: the owner tries again once mail works.
        await shares.delete(link.id);
        throw new Error(`The share e-mail could not be sent: ${(error as Error).message}`, { cause: error });
      }
      return { link: toShareLink(link), url };
    },

    async list(caller: Caller, projectId: string): Promise<ShareLink[]> {
      await projects.get(caller, projectId, 'share');
      return (await shares.ofProject(projectId)).map(toShareLink);
    },

    async revoke(caller: Caller, projectId: string, linkId: string): Promise<ShareLink> {
      await projects.get(caller, projectId, 'share');
      // A malformed id is a missing one (it never reaches a uuid column).
      const link = isUuid(linkId) ? await shares.revoke(projectId, linkId) : undefined;
      if (!link) throw new NotFound('No such share link.');
      return toShareLink(link);
    },

    /** Every comment on the project, its listeners' and its members', for those who may play it. */
    async comments(caller: Caller, projectId: string): Promise<ShareComment[]> {
      await projects.get(caller, projectId, 'play');
      return (await shares.commentsOfProject(projectId)).map(toComment);
    },

    /** A member's comment (anyone who may comment on the project), signed with their account's name. */
    async addMemberComment(
      caller: Caller,
      projectId: string,
      body: z.output<typeof newMemberCommentSchema>,
    ): Promise<ShareComment> {
      const project = await projects.get(caller, projectId, 'comment');
      const comment = await shares.addComment(
        project._id,
        { userId: caller.userId },
        { atSeconds: checkedTime(body.atSeconds, project), name: null, text: body.text },
        SHARE_LIMITS.commentsPerMinute,
      );
      if (!comment) throw tooManyComments();
      return toComment(comment);
    },

    /** The shared project as a listener sees it: the final mix and the summary, nothing else. */
    async view(credentials: ShareCredentials): Promise<SharedProject> {
      const { link, project } = await open(credentials);
      const cover = coverKeyOf(project);
      return {
        audio_stems: {
          mix: project.audio_stems.mix,
          mix_wav: project.audio_stems.mix_wav ?? null,
          vocal_duration: project.audio_stems.vocal_duration,
          chapters: project.audio_stems.chapters ?? null,
        },
        projectDetails: {
          name: project.name,
          title: project.videoInfo.video_title_caption ?? null,
          coverArt: project.videoInfo.cover_art ?? null,
          coverArtUrl:
            cover &&
            (await media.call('presign', { body: { keys: [cover], expiresIn: SHARED_URL_SECONDS } })).urls[cover]!,
          voice: projectVoiceName(project),
          emotions: narratedEmotions(project),
          musicZoneCount: project.audio_stems.musicZones.length,
          duration: project.audio_stems.vocal_duration,
        },
        feedback: link.feedback,
      };
    },

    /**
     * An expiring address of the shared mix (with `download`, one that downloads it under the audio title's name);
     * any other key, the project's or not, is refused.
     */
    async audioUrl(credentials: ShareCredentials, s3Key: string, download = false): Promise<string> {
      const { project } = await open(credentials);
      if (!sharedKeys(project).includes(s3Key)) {
        throw new Forbidden('A shared link opens only the final mix of its project.');
      }
      const names = download ? { [s3Key]: downloadName(project, s3Key) } : undefined;
      const { urls } = await media.call('presign', {
        body: { keys: [s3Key], downloadNames: names, expiresIn: SHARED_URL_SECONDS },
      });
      return urls[s3Key]!;
    },

    /** The comments left through this link only: those of the project's other links are their listeners' own. */
    async listenerComments(credentials: ShareCredentials): Promise<ShareComment[]> {
      const { link } = await open(credentials);
      return (await shares.commentsOfLink(link.id)).map(toComment);
    },

    /** A listener's comment; `address` is their network address, which counts their comments across links. */
    async addComment(
      credentials: ShareCredentials,
      body: z.output<typeof newShareCommentSchema>,
      address: string,
    ): Promise<ShareComment> {
      const { link, project } = await open(credentials);
      if (!link.feedback) throw new Forbidden('This shared link does not take comments.');
      const atSeconds = checkedTime(body.atSeconds, project);
      await limits.comment(address);
      const comment = await shares.addComment(
        project._id,
        { linkId: link.id },
        { atSeconds, name: body.name || null, text: body.text },
        SHARE_LIMITS.commentsPerMinute,
      );
      if (!comment) throw tooManyComments();
      return toComment(comment);
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
