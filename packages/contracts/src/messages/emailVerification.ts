import { errorParts } from './errorParts.ts';

/**
 * Verifying the e-mail address of a password account: the server sends e-mail to others and accepts invitations only
 * for a verified address, so the sign-up page sends the identity provider's verification e-mail and the account page
 * shows the state and can send it again.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  heading: 'Email verification',
  verified: 'Verified',
  notVerified: 'Not verified',
  why: 'Verify your address to share projects by e-mail and to accept invitations to a publisher.',
  send: 'Send verification e-mail',
  sending: 'Sending...',
  check: 'I have verified it',
  checking: 'Checking...',
  stillUnverified: 'Your address is not verified yet. Open the link in the verification e-mail, then try again.',
  nowVerified: 'Your e-mail address is verified.',
  checkFailed: 'Could not check your address just now. Please try again.',
  sendFailed: 'The verification e-mail could not be sent. Please try again in a moment.',
  tooManySends: 'Several verification e-mails were sent just now. Please wait a few minutes before asking for another.',
  signupSendFailed: 'We could not send the verification e-mail; you can send it again from your account page.',
  goVerify: 'Verify your e-mail address on your account page',
} as const;

/** Where the account page shows the address's state: the target of the links that send people there. */
export const EMAIL_VERIFICATION_ANCHOR = 'email-verification';
export const EMAIL_VERIFICATION_PATH = `/app/account#${EMAIL_VERIFICATION_ANCHOR}`;

/** 'Verification e-mail sent to ada@reeltalk.dev. Open the link in it, then come back.' */
export const verificationEmailSent = (address: string): string =>
  `Verification e-mail sent to ${address}. Open the link in it, then come back.`;

/** 'We sent a verification e-mail to ada@reeltalk.dev.' (the welcome after sign-up) */
export const signupVerificationSent = (address: string): string => `We sent a verification e-mail to ${address}.`;

/** A refused send, in plain words: the identity provider limits how often it mails one address. */
export function verificationSendErrorMessage(error: unknown): string {
  const { code } = errorParts(error);
  return code === 'auth/too-many-requests'
    ? EMAIL_VERIFICATION_MESSAGES.tooManySends
    : EMAIL_VERIFICATION_MESSAGES.sendFailed;
}
