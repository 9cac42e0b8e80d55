import { EMAIL_BLOCKED_DOMAINS, EMAIL_DOMAIN_MAX, EMAIL_DOMAIN_MIN, EMAIL_LOCAL_MAX } from '../limits.ts';

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  pattern: 'Please enter a valid email address',
  localLength: `Email username must be between 1 and ${EMAIL_LOCAL_MAX} characters`,
  localCharacters: 'Email username contains invalid characters',
  domainLength: `Email domain must be between ${EMAIL_DOMAIN_MIN} and ${EMAIL_DOMAIN_MAX} characters`,
  domainCharacters: 'Email domain contains invalid characters',
  domainEdgeDot: 'Email domain cannot start or end with a dot',
  domainConsecutiveDots: 'Email domain cannot contain consecutive dots',
  domainFormat: 'Email domain must have a valid format (e.g., example.com)',
  topLevelLength: 'Email domain must have a valid top-level domain (e.g., .com, .org)',
  topLevelLetters: 'Top-level domain must contain only letters',
  domainNameEmpty: 'Email domain name cannot be empty',
  notReal: 'Please enter a real email address',
  domainPatterns: 'Email domain contains invalid patterns',
} as const;

// One '@' with something around it; the finer checks below say what exactly is wrong.
const GENERAL_PATTERN = /^[^\s@]+@[^\s@]+$/;
// RFC 5322 atext plus the dot.
const LOCAL_CHARACTERS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_CHARACTERS = /^[A-Za-z0-9.-]+$/;
const LETTERS = /^[A-Za-z]+$/;
const LETTER_OR_DIGIT = /[A-Za-z0-9]/;
const INVALID_PATTERNS = /\.\.|--|__/;

// A blocked domain also blocks its subdomains, which is what makes 'localhost' and 'invalid' (single labels,
// already refused as a format error on their own) meaningful: user@mail.localhost, user@site.invalid.
function isBlockedDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  return EMAIL_BLOCKED_DOMAINS.some((blocked) => lower === blocked || lower.endsWith(`.${blocked}`));
}

/** The first failing e-mail message, checked in a fixed order, or ''. Surrounding spaces are ignored. */
export function validateEmail(value: string): string {
  const email = value.trim();
  if (email === '') return EMAIL_MESSAGES.required;
  if (!GENERAL_PATTERN.test(email)) return EMAIL_MESSAGES.pattern;
  const [local = '', domain = ''] = email.split('@');
  if (local.length < 1 || local.length > EMAIL_LOCAL_MAX) return EMAIL_MESSAGES.localLength;
  if (!LOCAL_CHARACTERS.test(local)) return EMAIL_MESSAGES.localCharacters;
  if (domain.length < EMAIL_DOMAIN_MIN || domain.length > EMAIL_DOMAIN_MAX) return EMAIL_MESSAGES.domainLength;
  if (!DOMAIN_CHARACTERS.test(domain)) return EMAIL_MESSAGES.domainCharacters;
  if (domain.startsWith('.') || domain.endsWith('.')) return EMAIL_MESSAGES.domainEdgeDot;
  if (domain.includes('..')) return EMAIL_MESSAGES.domainConsecutiveDots;
  const labels = domain.split('.');
  if (labels.length < 2) return EMAIL_MESSAGES.domainFormat;
  const topLevel = labels[labels.length - 1] ?? '';
  if (topLevel.length < 2) return EMAIL_MESSAGES.topLevelLength;
  if (!LETTERS.test(topLevel)) return EMAIL_MESSAGES.topLevelLetters;
  // The label before the top-level domain is the name; one made of hyphens only has no name in it.
  if (!LETTER_OR_DIGIT.test(labels[labels.length - 2] ?? '')) return EMAIL_MESSAGES.domainNameEmpty;
  if (isBlockedDomain(domain)) return EMAIL_MESSAGES.notReal;
  if (INVALID_PATTERNS.test(domain)) return EMAIL_MESSAGES.domainPatterns;
  return '';
}
