import { describe, expect, it } from 'vitest';
import { validateAccountPasswordForm } from './account.ts';

const valid = { currentPassword: 'old-secret', newPassword: 'Newpass12', confirmPassword: 'Newpass12' };

describe('validateAccountPasswordForm', () => {
  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', 'New password is required'],
    [
      { newPassword: 'Abc123', confirmPassword: 'Abc123' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    [
      { newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' },
      'newPassword',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { newPassword: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' },
      'newPassword',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { newPassword: 'Abcdefgh', confirmPassword: 'Abcdefgh' },
      'newPassword',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your new password'],
    [{ confirmPassword: 'Newpass13' }, 'confirmPassword', 'Passwords do not match'],
  ] as const)('%j → %s: %j', (change, field, expected) => {
    expect(validateAccountPasswordForm({ ...valid, ...change })[field]).toBe(expected);
  });

  it('passes a valid form (no special character needed here)', () => {
    expect(validateAccountPasswordForm(valid)).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
  });
});
