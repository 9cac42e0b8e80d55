import { describe, expect, it } from 'vitest';
import { verificationEmailSent, verificationSendErrorMessage } from './emailVerification.ts';

describe('verificationSendErrorMessage', () => {
  it.each([
    [{ code: 'auth/too-many-requests', message: '' }, /Please wait a few minutes/],
    [new Error('Firebase: Error (auth/too-many-requests).'), /Please wait a few minutes/],
    [{ code: 'auth/network-request-failed', message: '' }, /could not be sent/],
    [undefined, /could not be sent/],
  ])('%j → %s', (error, expected) => {
    expect(verificationSendErrorMessage(error)).toMatch(expected);
  });
});

it('names the address the verification e-mail went to', () => {
  expect(verificationEmailSent('ada@reeltalk.dev')).toBe(
    'Verification e-mail sent to ada@reeltalk.dev. Open the link in it, then come back.',
  );
});
