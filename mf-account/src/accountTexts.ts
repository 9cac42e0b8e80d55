/** The account page's own words, beyond the spec's texts (ACCOUNT_MESSAGES in contracts). */
export const ACCOUNT_TEXTS = {
  profileHeading: 'Profile Information',
  fullName: 'Full Name',
  username: 'Username',
  email: 'Email Address',
  saveName: 'Save Name',
  saving: 'Saving...',
  nameSaved: 'Your name has been saved.',
  profileLoading: 'Loading your profile...',
  changeAvatar: 'Change Avatar',
  chooseAvatar: 'Click to choose an image, or drop one here',
  saveAvatar: 'Save Avatar',
  cancel: 'Cancel',
  securityHeading: 'Security',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  updatePassword: 'Update Password',
  updatingPassword: 'Updating...',
  currentPasswordWrong: 'Your current password is incorrect.',
  publishersHeading: 'Publisher Account',
  createPublisher: 'Create Publisher',
  creatingPublisher: 'Creating...',
  publisherName: 'Publisher Name',
  plan: 'Plan',
  inviteHeading: 'Invite a member',
  invitePublisher: 'Publisher',
  inviteEmail: 'Member Email',
  permission: 'Permission',
  sendInvitation: 'Send Invitation',
  sendingInvitation: 'Sending...',
  invitationsHeading: 'Invitations for you',
  accept: 'Accept',
  decline: 'Decline',
  invitationsHint: 'Accept to see the projects its owner assigns to the publisher, in your library.',
  membersLoading: 'Loading members...',
  membersLoadFailed: 'Failed to load the members',
  pendingHeading: 'Pending invitations',
  memberLevel: 'Level',
  remove: 'Remove',
  removing: 'Removing...',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  rolesHeading: 'What each level can do',
  pilotlyHeading: 'Pilotly Integration',
  pilotlyText: 'Connect Pilotly to gather audience feedback on your audiobooks.',
  dataHeading: 'Your Data',
  downloadData: 'Download my data',
  downloadDataText: 'A ZIP file of your projects, scripts, narration, music and their details.',
  preparingData: 'Preparing your data...',
  dataReady: 'Your data is ready; the download has started.',
  deleteAccount: 'Delete account',
  deleteAccountText: 'Deletes your projects, audio, publisher memberships and sign-in for good. This cannot be undone.',
  deletePasswordLabel: 'Enter your password to confirm',
  deleteEmailLabel: 'Type your e-mail address to confirm',
  deleteEmailMismatch: 'The e-mail address does not match your account.',
  deleteConfirm: 'Delete my account',
  deleting: 'Deleting...',
} as const;

/** 'Invitation sent to ann@x.dev.' */
export const invitationSent = (email: string): string => `Invitation sent to ${email}.`;

/** 'Grace Hopper invited you to Sea Books as Viewer' */
export const invitationLine = (invitedBy: string, publisher: string, permission: string): string =>
  `${invitedBy} invited you to ${publisher} as ${permission}`;

/** The heading of a publisher's member list. */
export const membersHeading = (publisher: string): string => `Members of ${publisher}`;

/** The question before a member is removed. */
export const removeQuestion = (name: string, publisher: string): string =>
  `Remove ${name} from ${publisher}? They lose its projects at once.`;

/** A pending invitation as its publisher's admins see it: 'ann@x.dev, invited as Editor' */
export const pendingLine = (email: string, permission: string): string => `${email}, invited as ${permission}`;
