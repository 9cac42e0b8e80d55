import { ACCOUNT_MESSAGES, SIGN_IN_MESSAGES, errorParts } from '@reeltalk/contracts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';

/** Firebase's answers to a wrong current password (newer projects say invalid-credential for it). */
const WRONG_PASSWORD_CODES = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/** Why a password change failed: a wrong current password, too many tries, else the form's general failure. */
export function passwordChangeError(error: unknown): { currentPassword: string; form: string } {
  const { code } = errorParts(error);
  if (WRONG_PASSWORD_CODES.has(code)) return { currentPassword: ACCOUNT_TEXTS.currentPasswordWrong, form: '' };
  if (code === 'auth/too-many-requests') return { currentPassword: '', form: SIGN_IN_MESSAGES.tooManyRequests };
  return { currentPassword: '', form: ACCOUNT_MESSAGES.passwordUpdateFailed };
}
