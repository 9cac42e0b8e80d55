import { FULL_NAME_MIN } from '../limits.ts';

export const FULL_NAME_MESSAGES = {
  required: 'Full name is required',
  tooShort: `Full name must be at least ${FULL_NAME_MIN} characters`,
  words: 'Full name must contain at least 2 words with only letters',
} as const;

// Letters of any script count as letters, so names like 'José Núñez' pass.
const TWO_OR_MORE_WORDS = /^\p{L}+( \p{L}+)+$/u;

/** The first failing full-name message, or ''. Surrounding spaces are ignored. */
export function validateFullName(value: string): string {
  const name = value.trim();
  if (name === '') return FULL_NAME_MESSAGES.required;
  if (name.length < FULL_NAME_MIN) return FULL_NAME_MESSAGES.tooShort;
  if (!TWO_OR_MORE_WORDS.test(name)) return FULL_NAME_MESSAGES.words;
  return '';
}
