import {
  accountExportStartedSchema,
  dataAnswer,
  doneAnswer,
  accountExportStatusSchema,
  avatarUploadedSchema,
  pendingInvitationSchema,
  publisherMembersSchema,
  publisherMembershipSchema,
  sentInvitationSchema,
  userProfileSchema,
  type AccountExportStatus,
  type MemberPermission,
  type NewInvitation,
  type NewPublisher,
  type PendingInvitation,
  type ProfileUpdate,
  type PublisherMembers,
  type PublisherMembership,
  type SentInvitation,
  type UserProfile,
} from '@reeltalk/contracts';
import { followJobInCache, PROJECT_LIST, reelTalkApi } from '@reeltalk/web-kit';

const profileAnswer = dataAnswer(userProfileSchema);
const membershipAnswer = dataAnswer(publisherMembershipSchema);
/** The account page's own tags: the invitations for the user, and each administered publisher's members. */
const ACCOUNT_TAGS = ['Invitations', 'Members'] as const;

const accountExportPath = (id: string) => `/users/me/export/${encodeURIComponent(id)}`;
const exportStatusAnswer = dataAnswer(accountExportStatusSchema);

/**
 * The account page's calls, in the front ends' one API. The profile (web-kit's getProfile, which the top bar's avatar
 * reads too) is a tag of its own, so a saved name or avatar reads it again everywhere; the memberships (web-kit's
 * listMemberships, 'Publishers', which the library reads too) and the invitations change together when an invitation
 * is accepted.
 */
const accountApi = reelTalkApi.enhanceEndpoints({ addTagTypes: ACCOUNT_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/users/profile: the full name, by the sign-up rules. */
    updateProfile: build.mutation<UserProfile, ProfileUpdate>({
      query: (body) => ({ method: 'PATCH', path: '/users/profile', body, answer: profileAnswer }),
      invalidatesTags: ['Profile'],
    }),
    /** POST /api/users/avatar (multipart field `avatar`): the new picture's address. */
    uploadAvatar: build.mutation<string, File>({
      query: (file) => {
        const form = new FormData();
        form.append('avatar', file);
        return {
          method: 'POST',
          path: '/users/avatar',
          form,
          answer: dataAnswer(avatarUploadedSchema).transform(({ url }) => url),
        };
      },
      invalidatesTags: ['Profile'],
    }),
    /** POST /api/publishers: the caller becomes its owner. */
    createPublisher: build.mutation<PublisherMembership, NewPublisher>({
      query: (body) => ({ method: 'POST', path: '/publishers', body, answer: membershipAnswer }),
      invalidatesTags: ['Publishers'],
    }),
    /** POST /api/publishers/:id/invitations (admins and owners of the publisher). */
    inviteMember: build.mutation<SentInvitation, { publisherId: string; invitation: NewInvitation }>({
      query: ({ publisherId, invitation }) => ({
        method: 'POST',
        path: `/publishers/${encodeURIComponent(publisherId)}/invitations`,
        body: invitation,
        answer: dataAnswer(sentInvitationSchema),
      }),
      invalidatesTags: (_result, _error, { publisherId }) => [{ type: 'Members', id: publisherId }],
    }),
    /** GET /api/publishers/:id/members: its members and pending invitations (admins and owners of the publisher). */
    listMembers: build.query<PublisherMembers, string>({
      query: (publisherId) => ({
        path: `/publishers/${encodeURIComponent(publisherId)}/members`,
        answer: dataAnswer(publisherMembersSchema),
      }),
      providesTags: (_result, _error, publisherId) => [{ type: 'Members', id: publisherId }],
    }),
    /** PUT /api/publishers/:id/members/:userId: the member's new level. */
    setMemberPermission: build.mutation<void, { publisherId: string; userId: string } & MemberPermission>({
      query: ({ publisherId, userId, permission }) => ({
        method: 'PUT',
        path: `/publishers/${encodeURIComponent(publisherId)}/members/${encodeURIComponent(userId)}`,
        body: { permission },
        answer: doneAnswer,
      }),
      invalidatesTags: (_result, _error, { publisherId }) => [{ type: 'Members', id: publisherId }],
    }),
    /** DELETE /api/publishers/:id/members/:userId */
    removeMember: build.mutation<void, { publisherId: string; userId: string }>({
      query: ({ publisherId, userId }) => ({
        method: 'DELETE',
        path: `/publishers/${encodeURIComponent(publisherId)}/members/${encodeURIComponent(userId)}`,
        answer: doneAnswer,
      }),
      invalidatesTags: (_result, _error, { publisherId }) => [{ type: 'Members', id: publisherId }],
    }),
    /** DELETE /api/publishers/:id/invitations/:invitationId */
    revokeInvitation: build.mutation<void, { publisherId: string; invitationId: string }>({
      query: ({ publisherId, invitationId }) => ({
        method: 'DELETE',
        path: `/publishers/${encodeURIComponent(publisherId)}/invitations/${encodeURIComponent(invitationId)}`,
        answer: doneAnswer,
      }),
      invalidatesTags: (_result, _error, { publisherId }) => [{ type: 'Members', id: publisherId }],
    }),
    /** GET /api/publishers/invitations/me: pending invitations addressed to the caller's e-mail. */
    listInvitations: build.query<PendingInvitation[], void>({
      query: () => ({ path: '/publishers/invitations/me', answer: dataAnswer(pendingInvitationSchema.array()) }),
      providesTags: ['Invitations'],
    }),
    /** POST /api/publishers/invitations/:id/accept: the caller joins the publisher. */
    acceptInvitation: build.mutation<PublisherMembership, string>({
      query: (id) => ({
        method: 'POST',
        path: `/publishers/invitations/${encodeURIComponent(id)}/accept`,
        answer: membershipAnswer,
      }),
      // A project assigned to the publisher is now in the caller's library too.
      invalidatesTags: ['Publishers', 'Invitations', PROJECT_LIST],
    }),
    /** POST /api/publishers/invitations/:id/decline: the invitation is gone. */
    declineInvitation: build.mutation<void, string>({
      query: (id) => ({
        method: 'POST',
        path: `/publishers/invitations/${encodeURIComponent(id)}/decline`,
        answer: doneAnswer,
      }),
      invalidatesTags: ['Invitations'],
    }),
    /** POST /api/users/me/export: starts building the ZIP of the user's data. */
    startAccountExport: build.mutation<string, void>({
      query: () => ({
        method: 'POST',
        path: '/users/me/export',
        answer: dataAnswer(accountExportStartedSchema).transform(({ exportId }) => exportId),
      }),
    }),
    /**
     * GET /api/users/me/export/:exportId, then the export job followed in the cache until it ends (an account's export
     * belongs to no project: it is read again each second).
     */
    getAccountExport: build.query<AccountExportStatus, string>({
      query: (id) => ({ path: accountExportPath(id), answer: exportStatusAnswer }),
      onCacheEntryAdded: (id, entry) =>
        followJobInCache(entry, {
          job: id,
          read: async (client) => exportStatusAnswer.parse(await client.get(accountExportPath(id))),
          stateOf: ({ status, stage, percent, error }) => ({ state: status, stage, percent, error }),
          heard: (status, { state, stage, percent, error }) => ({ ...status, status: state, stage, percent, error }),
        }),
    }),
    /** DELETE /api/users/me: every row and object of the user, and the sign-in account. */
    deleteAccount: build.mutation<void, void>({
      query: () => ({ method: 'DELETE', path: '/users/me', answer: doneAnswer }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useCreatePublisherMutation,
  useInviteMemberMutation,
  useListInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useListMembersQuery,
  useSetMemberPermissionMutation,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
  useStartAccountExportMutation,
  useGetAccountExportQuery,
  useDeleteAccountMutation,
} = accountApi;
