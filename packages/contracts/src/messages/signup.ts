import { errorParts } from './errorParts.ts';
import { SIGN_IN_MESSAGES } from './signIn.ts';

export const SIGNUP_MESSAGES = {
  accountExists: 'An account with this email already exists. Please try logging in instead.',
  serverFailure: 'Failed to create user account',
  cannotConnect: 'Unable to connect to the server. Please check your internet connection and try again.',
  serverError: 'Server error. Please try again later or contact support if the problem persists.',
  success: 'Your account has been created successfully. Redirecting you to the app...',
} as const;

/** Sign-up: identity-provider errors. */
export function signupProviderErrorMessage(error: unknown): string {
  const { code, message } = errorParts(error);
  if (`${code} ${message}`.includes('email-already-in-use')) return SIGNUP_MESSAGES.accountExists;
  return `Registration failed: ${message || code}`;
}

// A browser fetch failure says 'Failed to fetch' (Chromium) or 'NetworkError …' (Firefox); our API client says
// 'Network error. …'.
const NETWORK_FAILURE = /failed to fetch|network/i;

/** Sign-up: a failed POST /users/signup: the response message, or a fixed text. */
export function signupServerFailure(responseMessage: string | null | undefined): string {
  return responseMessage || SIGNUP_MESSAGES.serverFailure;
}

/** Sign-up: the mapping of a failure message to the text the signup screen shows. */
export function signupServerErrorMessage(message: string | null | undefined): string {
  const text = message ?? '';
  const lower = text.toLowerCase();
  if (NETWORK_FAILURE.test(text)) return SIGNUP_MESSAGES.cannotConnect;
  if (lower.includes('email already exists')) return SIGNUP_MESSAGES.accountExists;
  if (lower.includes('validation')) return text;
  if (lower.includes('server') || lower.includes('endpoint')) return SIGNUP_MESSAGES.serverError;
  return text || SIGN_IN_MESSAGES.unexpected;
}
