export const ACCOUNT_MESSAGES = {
  title: 'Account Settings',
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  avatarSaveFailed: 'Failed to save avatar. Please try again.',
  avatarHint: 'PNG, JPG, GIF up to 5MB',
  unknownPublisher: 'Unknown Publisher',
  publisherMember: 'Publisher Account Member',
  publisherActive: 'Active',
  noPublishers: 'No publisher accounts found',
  publishersLoading: 'Loading publisher information...',
  publishersLoadFailed: 'Failed to load publisher information',
  pilotlyNotConnected: 'Account Not Connected',
  pilotlyConnect: 'Connect Account',
} as const;

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export function publisherName(name: string | null | undefined): string {
  return name || ACCOUNT_MESSAGES.unknownPublisher;
}

/** '{Plan} Plan', or 'Publisher Account Member' when there is no plan type. */
export function publisherPlanLabel(planType: string | null | undefined): string {
  return planType ? `${capitalise(planType)} Plan` : ACCOUNT_MESSAGES.publisherMember;
}

export function permissionLabel(permissionLevel: string): string {
  return capitalise(permissionLevel);
}

/** The read-only Username field shows the e-mail for single-sign-on users. */
export function accountUsername(profile: { auth_type?: string; username?: string; email?: string }): string {
  return (profile.auth_type === 'sso' ? profile.email : profile.username) ?? '';
}
