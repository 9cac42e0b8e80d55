import { errorParts } from './errorParts.ts';
import { NETWORK_ERROR } from './api.ts';

export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  wrongPassword: 'Incorrect password. Please try again.',
  userDisabled: 'This account has been disabled.',
  tooManyRequests: 'Too many failed attempts. Please try again later.',
  network: NETWORK_ERROR,
  emailFallback: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  cancelled: 'Sign in was cancelled.',
  popupBlocked: 'Sign in popup was blocked. Please allow popups and try again.',
  unauthorizedDomain: 'This domain is not authorized for sign in.',
} as const;

export type PopupProvider = 'Google' | 'Apple';

const EMAIL_SIGN_IN_BY_CODE: Record<string, string> = {
  'auth/user-not-found': SIGN_IN_MESSAGES.invalidEmail,
  'auth/invalid-email': SIGN_IN_MESSAGES.invalidEmail,
  'auth/wrong-password': SIGN_IN_MESSAGES.wrongPassword,
  // Current Firebase answers a wrong password with auth/invalid-credential when e-mail enumeration protection is
  // on (the default for new projects), so it gets the wrong-password text too.
  'auth/invalid-credential': SIGN_IN_MESSAGES.wrongPassword,
  'auth/user-disabled': SIGN_IN_MESSAGES.userDisabled,
  'auth/too-many-requests': SIGN_IN_MESSAGES.tooManyRequests,
  'auth/network-request-failed': SIGN_IN_MESSAGES.network,
};

const POPUP_SIGN_IN_BY_CODE: Record<string, string> = {
  'auth/popup-closed-by-user': SIGN_IN_MESSAGES.cancelled,
  'auth/cancelled-popup-request': SIGN_IN_MESSAGES.cancelled,
  'auth/popup-blocked': SIGN_IN_MESSAGES.popupBlocked,
  'auth/network-request-failed': SIGN_IN_MESSAGES.network,
  'auth/unauthorized-domain': SIGN_IN_MESSAGES.unauthorizedDomain,
};

/** E-mail sign-in errors: by Firebase code, else the provider's message, else a generic text. */
export function emailSignInErrorMessage(error: unknown): string {
  const { code, message } = errorParts(error);
  return EMAIL_SIGN_IN_BY_CODE[code] ?? (message || SIGN_IN_MESSAGES.emailFallback);
}

/** Google and Apple sign-in errors. */
export function popupSignInErrorMessage(error: unknown, provider: PopupProvider): string {
  const { code, message } = errorParts(error);
  return POPUP_SIGN_IN_BY_CODE[code] ?? (message || `${provider} sign in failed. Please try again.`);
}

/** The login screen shows the provider's error text, or a generic one when there is none. */
export function loginScreenError(text: string | null | undefined): string {
  return text || SIGN_IN_MESSAGES.unexpected;
}

/** A Cross-Origin-Opener-Policy warning from the popup: success when a user is present. */
export function isCrossOriginOpenerWarning(error: unknown): boolean {
  return /cross-origin-opener-policy/i.test(errorParts(error).message);
}
