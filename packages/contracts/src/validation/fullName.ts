import { FULL_NAME_MIN } from '../limits.ts';
import { showableLine } from './displayText.ts';
import { FREE_FORM_LIMITS } from './freeForm.ts';

export const FULL_NAME_MESSAGES = {
  required: 'Full name is required',
  tooShort: `Full name must be at least ${FULL_NAME_MIN} characters`,
  tooLong: `Full name must be at most ${FREE_FORM_LIMITS.fullNameChars} characters`,
  words: 'Full name must contain at least 2 words with only letters',
} as const;

// Letters of any script count as letters, so names like 'José Núñez' pass.
const TWO_OR_MORE_WORDS = /^\p{L}+( \p{L}+)+$/u;

/** The first failing full-name message, or ''. Surrounding spaces are ignored. */
export function validateFullName(value: string): string {
  const name = value.trim();
  if (name === '') return FULL_NAME_MESSAGES.required;
  if (name.length < FULL_NAME_MIN) return FULL_NAME_MESSAGES.tooShort;
  if (name.length > FREE_FORM_LIMITS.fullNameChars) return FULL_NAME_MESSAGES.tooLong;
  if (!TWO_OR_MORE_WORDS.test(name)) return FULL_NAME_MESSAGES.words;
  return '';
}

/**
 * The full name to keep from a sign-in provider (a token's `name` claim), which nobody checked: made showable, then
 * kept only when the sign-up form would accept it, else '' (the person names themselves on the account page).
 */
export function fullNameFromToken(name: string | undefined): string {
  const line = showableLine(name ?? '');
  return validateFullName(line) === '' ? line : '';
}
