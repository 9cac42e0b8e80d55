import { PASSWORD_MIN, PASSWORD_SPECIAL_CHARACTERS } from '../limits.ts';

const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  lowercase: 'Password must contain at least 1 lowercase letter',
  uppercase: 'Password must contain at least 1 uppercase letter',
  number: 'Password must contain at least 1 number',
  special: 'Password must contain at least 1 special character',
} as const;

const CONFIRM_PASSWORD_MESSAGES = {
  required: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;

const hasSpecialCharacter = (value: string): boolean => [...value].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));

/** The first failing sign-up password message, checked in a fixed order, or ''. */
export function validatePassword(value: string): string {
  if (value === '') return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (!/[a-z]/.test(value)) return PASSWORD_MESSAGES.lowercase;
  if (!/[A-Z]/.test(value)) return PASSWORD_MESSAGES.uppercase;
  if (!/[0-9]/.test(value)) return PASSWORD_MESSAGES.number;
  if (!hasSpecialCharacter(value)) return PASSWORD_MESSAGES.special;
  return '';
}

/** Confirm password is required and must equal the password. */
export function validateConfirmPassword(password: string, confirm: string): string {
  if (confirm === '') return CONFIRM_PASSWORD_MESSAGES.required;
  if (confirm !== password) return CONFIRM_PASSWORD_MESSAGES.mismatch;
  return '';
}
