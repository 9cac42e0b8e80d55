import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, accountUsername, permissionLabel, publisherName, publisherPlanLabel } from './account.ts';

describe('account texts', () => {
  it.each([
    [ACCOUNT_MESSAGES.title, 'Account Settings'],
    [ACCOUNT_MESSAGES.passwordUpdated, 'Password updated successfully!'],
    [ACCOUNT_MESSAGES.passwordUpdateFailed, 'Failed to update password. Please try again.'],
    [ACCOUNT_MESSAGES.avatarSaveFailed, 'Failed to save avatar. Please try again.'],
    [ACCOUNT_MESSAGES.avatarHint, 'PNG, JPG, GIF up to 5MB'],
    [ACCOUNT_MESSAGES.publisherActive, 'Active'],
    [ACCOUNT_MESSAGES.noPublishers, 'No publisher accounts found'],
    [ACCOUNT_MESSAGES.publishersLoading, 'Loading publisher information...'],
    [ACCOUNT_MESSAGES.publishersLoadFailed, 'Failed to load publisher information'],
    [ACCOUNT_MESSAGES.pilotlyNotConnected, 'Account Not Connected'],
    [ACCOUNT_MESSAGES.pilotlyConnect, 'Connect Account'],
    [publisherName('Moon Press'), 'Moon Press'],
    [publisherName(''), 'Unknown Publisher'],
    [publisherName(undefined), 'Unknown Publisher'],
    [publisherPlanLabel('premium'), 'Premium Plan'],
    [publisherPlanLabel(null), 'Publisher Account Member'],
    [permissionLabel('admin'), 'Admin'],
    [accountUsername({ auth_type: 'sso', username: 'jdoe', email: 'jane@mail.com' }), 'jane@mail.com'],
    [accountUsername({ auth_type: 'emailpassword', username: 'jdoe', email: 'jane@mail.com' }), 'jdoe'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
