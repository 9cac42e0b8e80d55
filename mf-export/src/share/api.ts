import {
  createdShareSchema,
  shareCommentSchema,
  shareLinkSchema,
  dataAnswer,
  type CreatedShare,
  type NewMemberComment,
  type ShareComment,
  type ShareLink,
  type ShareRequest,
} from '@reeltalk/contracts';
import { reelTalkApi } from '@reeltalk/web-kit';

const sharePath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/share`;
const linksTag = (projectId: string) => ({ type: 'ShareLinks' as const, id: projectId });
const commentsTag = (projectId: string) => ({ type: 'ListenerComments' as const, id: projectId });

/**
 * The owner's side of sharing, in the front ends' one API: a project's links (made, listed, revoked); and the
 * comments its listeners and members left, which every member who may play it reads and adds to. Each project's links are a tag of their own, so making or revoking one reads the list
 * again.
 */
const shareApi = reelTalkApi.enhanceEndpoints({ addTagTypes: ['ShareLinks', 'ListenerComments'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/projects/:id/share: every link of the project, newest first. */
    listShareLinks: build.query<ShareLink[], string>({
      query: (projectId) => ({ path: sharePath(projectId), answer: dataAnswer(shareLinkSchema.array()) }),
      providesTags: (_links, _error, projectId) => [linksTag(projectId)],
    }),
    /** POST /api/projects/:id/share: a new link, e-mailed to its recipients; its address is answered only now. */
    createShareLink: build.mutation<CreatedShare, { projectId: string; share: ShareRequest }>({
      query: ({ projectId, share }) => ({
        method: 'POST',
        path: sharePath(projectId),
        body: share,
        answer: dataAnswer(createdShareSchema),
      }),
      invalidatesTags: (_created, _error, { projectId }) => [linksTag(projectId)],
    }),
    /** DELETE /api/projects/:id/share/:shareId: the link stops opening the project (its holders get 403). */
    revokeShareLink: build.mutation<ShareLink, { projectId: string; shareId: string }>({
      query: ({ projectId, shareId }) => ({
        method: 'DELETE',
        path: `${sharePath(projectId)}/${encodeURIComponent(shareId)}`,
        answer: dataAnswer(shareLinkSchema),
      }),
      invalidatesTags: (_link, _error, { projectId }) => [linksTag(projectId)],
    }),
    /** GET /api/projects/:id/comments: what listeners of the project's feedback links and its members left, by time. */
    listListenerComments: build.query<ShareComment[], string>({
      query: (projectId) => ({
        path: `/projects/${encodeURIComponent(projectId)}/comments`,
        answer: dataAnswer(shareCommentSchema.array()),
      }),
      providesTags: (_comments, _error, projectId) => [commentsTag(projectId)],
    }),
    /** POST /api/projects/:id/comments: a member's comment, signed with their name; the list is read again. */
    addMemberComment: build.mutation<ShareComment, { projectId: string; comment: NewMemberComment }>({
      query: ({ projectId, comment }) => ({
        method: 'POST',
        path: `/projects/${encodeURIComponent(projectId)}/comments`,
        body: comment,
        answer: dataAnswer(shareCommentSchema),
      }),
      invalidatesTags: (_comment, _error, { projectId }) => [commentsTag(projectId)],
    }),
  }),
});

export const {
  useListShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useListListenerCommentsQuery,
  useAddMemberCommentMutation,
} = shareApi;
