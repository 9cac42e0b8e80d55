import { z } from 'zod';
import { validateEmail } from './validation/index.ts';

/** Permission levels of a publisher's members, strongest first. A project's own creator counts as its 'owner'. */
export const PUBLISHER_PERMISSIONS = ['owner', 'admin', 'editor', 'viewer'] as const;
export type PublisherPermission = (typeof PUBLISHER_PERMISSIONS)[number];

/** Plans of a publisher account, shown '{Plan} Plan' ('Free Plan', 'Pro Plan', 'Enterprise Plan'). */
export const PUBLISHER_PLANS = ['free', 'pro', 'enterprise'] as const;
export type PublisherPlan = (typeof PUBLISHER_PLANS)[number];

/** What a caller may be about to do with a project. */
export const PROJECT_ACTIONS = ['play', 'comment', 'edit', 'delete', 'duplicate', 'share', 'assign'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** A caller's access to a project: its creator's 'owner', else the caller's level in the project's publisher. */
export type ProjectAccess = PublisherPermission;

const ABILITIES: Record<ProjectAccess, readonly ProjectAction[]> = {
  owner: PROJECT_ACTIONS,
  admin: PROJECT_ACTIONS,
  editor: ['play', 'comment', 'edit'],
  viewer: ['play', 'comment'],
};

/** Viewers play and comment; editors also edit; admins and owners also delete, duplicate, share and assign. */
export function canDo(access: ProjectAccess, action: ProjectAction): boolean {
  return ABILITIES[access].includes(action);
}

const ACTION_PHRASES: Record<ProjectAction, string> = {
  play: 'play it',
  comment: 'comment on it',
  edit: 'edit it',
  delete: 'delete it',
  duplicate: 'duplicate it',
  share: 'share it',
  assign: 'assign it to a publisher',
};

export const PUBLISHER_MESSAGES = {
  notFound: 'Publisher not found.',
  invitationNotFound: 'Invitation not found.',
  alreadyMember: 'This person is already a member of the publisher.',
  onlyAdminsInvite: 'Only admins and owners of a publisher can invite members.',
  verifyEmailToAccept: 'Please verify your e-mail address before accepting an invitation.',
  verifyEmailToDecline: 'Please verify your e-mail address before declining an invitation.',
  nameRequired: 'Publisher name is required',
  nameTooLong: 'Publisher name must be at most 100 characters',
  planInvalid: 'Plan must be free, pro or enterprise',
  permissionInvalid: 'Permission must be admin, editor or viewer',
  onlyAdminsManage: 'Only admins and owners of a publisher can see and manage its members.',
  memberNotFound: 'Member not found.',
  ownerStays: "The publisher's owner keeps their level and cannot be removed.",
  onlyOwnerManagesAdmins: "Only the publisher's owner can change an admin's level or remove an admin.",
  onlyOwnerMakesAdmins: "Only the publisher's owner can make someone an admin.",
} as const;

/** Where the account page lists the invitations waiting for the user; the invitation e-mail links there. */
export const INVITATIONS_ANCHOR = 'invitations';

/** What a member of each level may do with the publisher's projects, as the account page and the library say it. */
export const PERMISSION_ABILITIES: Record<PublisherPermission, string> = {
  owner: 'Listen, comment, edit, narrate and mix; manage members, share, assign and delete projects',
  admin: 'Listen, comment, edit, narrate and mix; manage members, share, assign and delete projects',
  editor: 'Listen, comment, edit, narrate and mix',
  viewer: 'Listen and comment',
};

/** The 403 answer when a member's permission level does not allow an action on a publisher's project. */
export function permissionDenied(access: ProjectAccess, action: ProjectAction): string {
  const article = access === 'admin' || access === 'editor' ? 'an' : 'a';
  return `As ${article} ${access} of this project's publisher you cannot ${ACTION_PHRASES[action]}.`;
}

/** The levels a member can be given: a publisher has one owner, its creator. */
const grantedPermissionSchema = z.enum(['admin', 'editor', 'viewer'], { error: PUBLISHER_MESSAGES.permissionInvalid });
type GrantedPermission = z.output<typeof grantedPermissionSchema>;

const MANAGED_LEVELS: Record<PublisherPermission, readonly GrantedPermission[]> = {
  owner: grantedPermissionSchema.options,
  admin: ['editor', 'viewer'],
  editor: [],
  viewer: [],
};

/**
 * The levels of the members a member of `level` manages, which are also the levels they may give (by invitation or
 * a change): the owner manages everyone else; admins manage editors and viewers, since only the owner makes, re-levels
 * or removes an admin.
 */
export function levelsManagedBy(level: PublisherPermission): readonly GrantedPermission[] {
  return MANAGED_LEVELS[level];
}

const PUBLISHER_NAME_MAX = 100;

/** POST /api/publishers: the caller becomes the new publisher's 'owner'. */
export const createPublisherSchema = z.strictObject({
  name: z
    .string({ error: PUBLISHER_MESSAGES.nameRequired })
    .trim()
    .min(1, PUBLISHER_MESSAGES.nameRequired)
    .max(PUBLISHER_NAME_MAX, PUBLISHER_MESSAGES.nameTooLong),
  plan: z.enum(PUBLISHER_PLANS, { error: PUBLISHER_MESSAGES.planInvalid }),
});
export type NewPublisher = z.output<typeof createPublisherSchema>;

/** POST /api/publishers/{id}/invitations: an e-mail by the sign-up rules; a publisher has one owner, its creator. */
export const invitationSchema = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .superRefine((email, ctx) => {
      const message = validateEmail(email);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((email) => email.trim().toLowerCase()),
  permission: grantedPermissionSchema,
});
export type NewInvitation = z.output<typeof invitationSchema>;

/** The account page's invitation form: the invitation, and which of the user's publishers it is to. */
export const invitationFormSchema = invitationSchema.extend({ publisherId: z.string() });

/** PUT /api/publishers/{id}/members/{userId}: the member's new level. */
export const memberPermissionSchema = z.strictObject({ permission: grantedPermissionSchema });
export type MemberPermission = z.output<typeof memberPermissionSchema>;

/** A membership as GET /api/publishers/user/me lists it. */
export const publisherMembershipSchema = z.object({
  publisherId: z.object({ _id: z.uuid(), name: z.string(), planType: z.enum(PUBLISHER_PLANS) }),
  permissionLevel: z.enum(PUBLISHER_PERMISSIONS),
  status: z.literal('active'),
});
export type PublisherMembership = z.infer<typeof publisherMembershipSchema>;

/** An invitation as its publisher's admin sent it. */
export const sentInvitationSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  permission: z.enum(PUBLISHER_PERMISSIONS),
  status: z.literal('pending'),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** A member as the publisher's owner and admins see them. */
export const publisherMemberSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  permission: z.enum(PUBLISHER_PERMISSIONS),
});
export type PublisherMember = z.infer<typeof publisherMemberSchema>;

/** GET /api/publishers/{id}/members: its members (owner first, then by name) and its pending invitations. */
export const publisherMembersSchema = z.object({
  members: z.array(publisherMemberSchema),
  invitations: z.array(sentInvitationSchema),
});
export type PublisherMembers = z.infer<typeof publisherMembersSchema>;

/** A pending invitation addressed to the caller's e-mail (GET /api/publishers/invitations/me). */
export const pendingInvitationSchema = z.object({
  _id: z.uuid(),
  publisher: z.object({ _id: z.uuid(), name: z.string() }),
  permission: z.enum(PUBLISHER_PERMISSIONS),
  /** Full name of the member who sent it. */
  invitedBy: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** PUT /api/projects/{id}/publisher: null takes the project out of its publisher. */
export const assignPublisherSchema = z.strictObject({
  publisherId: z.uuid({ error: 'publisherId must be a publisher id or null' }).nullable(),
});
