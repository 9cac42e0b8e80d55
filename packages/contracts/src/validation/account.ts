import { PASSWORD_MIN } from '../limits.ts';

const ACCOUNT_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  characters: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
} as const;

export interface AccountPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type AccountPasswordErrors = Record<keyof AccountPasswordValues, string>;

function validateNewPassword(value: string): string {
  if (value === '') return ACCOUNT_PASSWORD_MESSAGES.newRequired;
  if (value.length < PASSWORD_MIN) return ACCOUNT_PASSWORD_MESSAGES.tooShort;
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/[0-9]/.test(value)) {
    return ACCOUNT_PASSWORD_MESSAGES.characters;
  }
  return '';
}

function validateConfirmNewPassword(newPassword: string, confirm: string): string {
  if (confirm === '') return ACCOUNT_PASSWORD_MESSAGES.confirmRequired;
  if (confirm !== newPassword) return ACCOUNT_PASSWORD_MESSAGES.mismatch;
  return '';
}

/** The account page's password form (its own rules and messages, not the sign-up ones). */
export function validateAccountPasswordForm(values: AccountPasswordValues): AccountPasswordErrors {
  return {
    currentPassword: values.currentPassword === '' ? ACCOUNT_PASSWORD_MESSAGES.currentRequired : '',
    newPassword: validateNewPassword(values.newPassword),
    confirmPassword: validateConfirmNewPassword(values.newPassword, values.confirmPassword),
  };
}
