import {
  dataAnswer,
  fieldAnswer,
  shareCommentSchema,
  sharedAudioAnswerSchema,
  sharedProjectAnswerSchema,
  type NewShareComment,
  type ShareComment,
  type SharedProject,
} from '@reeltalk/contracts';
import { reelTalkApi } from '@reeltalk/web-kit';
import { listenerHeaders, type SharedLink } from './sharedLink.ts';

const projectAnswer = fieldAnswer('project', sharedProjectAnswerSchema.shape.project).transform(
  (project) => project ?? null,
);
const addressAnswer = fieldAnswer('presignedUrl', sharedAudioAnswerSchema.shape.presignedUrl);
const commentsAnswer = dataAnswer(shareCommentSchema.array());
const commentAnswer = dataAnswer(shareCommentSchema);

/**
 * A call of the shared page. Its holder is not signed in: the API client sends no bearer token (auth: false), so the
 * link's headers are all that opens the project, and a signed-in owner's token never travels with a listener's call.
 */
const asListener = (link: SharedLink) => ({ auth: false, headers: listenerHeaders(link) });

const viewPath = (link: SharedLink) => `/projects/${encodeURIComponent(link.projectId)}/share-view`;
const commentsTag = (link: SharedLink) => ({ type: 'SharedComments' as const, id: link.accessKey });

/** What a share link's holder may ask: the project's summary and final mix, and a feedback link's comments. */
const sharedApi = reelTalkApi.enhanceEndpoints({ addTagTypes: ['SharedComments'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/projects/:id/share-view: null when the answer holds no project. */
    getSharedProject: build.query<SharedProject | null, SharedLink>({
      query: (link) => ({
        path: viewPath(link),
        ...asListener(link),
        answer: projectAnswer,
      }),
    }),
    /** POST /api/audio/presigned-url-share: an expiring address of the shared mix (or its WAV), to play or to save. */
    getSharedAudioUrl: build.query<string, { link: SharedLink; s3Key: string; download?: boolean }>({
      query: ({ link, s3Key, download }) => ({
        method: 'POST',
        path: '/audio/presigned-url-share',
        body: { s3Key, projectId: link.projectId, ownerUserId: link.ownerId, ...(download && { download }) },
        ...asListener(link),
        answer: addressAnswer,
      }),
      // A download asks afresh each time: the address must not have expired while the page stayed open.
      keepUnusedDataFor: 0,
    }),
    /** GET /api/projects/:id/share-view/comments: what the link's listeners said, by time. */
    getSharedComments: build.query<ShareComment[], SharedLink>({
      query: (link) => ({
        path: `${viewPath(link)}/comments`,
        ...asListener(link),
        answer: commentsAnswer,
      }),
      providesTags: (_comments, _error, link) => [commentsTag(link)],
    }),
    /** POST /api/projects/:id/share-view/comments: a comment pinned to a time of the audio (a feedback link). */
    addSharedComment: build.mutation<ShareComment, { link: SharedLink; comment: NewShareComment }>({
      query: ({ link, comment }) => ({
        method: 'POST',
        path: `${viewPath(link)}/comments`,
        body: comment,
        ...asListener(link),
        answer: commentAnswer,
      }),
      invalidatesTags: (_comment, _error, { link }) => [commentsTag(link)],
    }),
  }),
});

export const {
  useGetSharedProjectQuery,
  useGetSharedAudioUrlQuery,
  useLazyGetSharedAudioUrlQuery,
  useGetSharedCommentsQuery,
  useAddSharedCommentMutation,
} = sharedApi;
