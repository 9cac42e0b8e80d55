import { describe, expect, it } from 'vitest';
import {
  emailSignInErrorMessage,
  isCrossOriginOpenerWarning,
  loginScreenError,
  popupSignInErrorMessage,
} from './signIn.ts';

const firebase = (code: string, message = `Firebase: Error (${code}).`) => ({ code, message });

describe('emailSignInErrorMessage', () => {
  it.each([
    [firebase('auth/user-not-found'), 'Please enter a valid email address.'],
    [firebase('auth/invalid-email'), 'Please enter a valid email address.'],
    [firebase('auth/wrong-password'), 'Incorrect password. Please try again.'],
    [firebase('auth/invalid-credential'), 'Incorrect password. Please try again.'],
    [firebase('auth/user-disabled'), 'This account has been disabled.'],
    [firebase('auth/too-many-requests'), 'Too many failed attempts. Please try again later.'],
    [firebase('auth/network-request-failed'), 'Network error. Please check your connection.'],
    [new Error('Firebase: Error (auth/user-disabled).'), 'This account has been disabled.'],
    [firebase('auth/internal-error', 'Something broke'), 'Something broke'],
    [firebase('auth/internal-error', ''), 'Invalid email or password. Please try again.'],
    [undefined, 'Invalid email or password. Please try again.'],
  ])('%j → %j', (error, expected) => {
    expect(emailSignInErrorMessage(error)).toBe(expected);
  });
});

describe('loginScreenError', () => {
  it.each([
    ['Incorrect password. Please try again.', 'Incorrect password. Please try again.'],
    ['', 'An unexpected error occurred. Please try again.'],
    [null, 'An unexpected error occurred. Please try again.'],
    [undefined, 'An unexpected error occurred. Please try again.'],
  ])('%j → %j', (text, expected) => {
    expect(loginScreenError(text)).toBe(expected);
  });
});

describe('popupSignInErrorMessage', () => {
  it.each([
    [firebase('auth/popup-closed-by-user'), 'Google', 'Sign in was cancelled.'],
    [firebase('auth/cancelled-popup-request'), 'Apple', 'Sign in was cancelled.'],
    [firebase('auth/popup-blocked'), 'Google', 'Sign in popup was blocked. Please allow popups and try again.'],
    [firebase('auth/network-request-failed'), 'Apple', 'Network error. Please check your connection.'],
    [firebase('auth/unauthorized-domain'), 'Google', 'This domain is not authorized for sign in.'],
    [firebase('auth/internal-error', 'Provider says no'), 'Google', 'Provider says no'],
    [firebase('auth/internal-error', ''), 'Google', 'Google sign in failed. Please try again.'],
    [{}, 'Apple', 'Apple sign in failed. Please try again.'],
  ] as const)('%j (%s) → %j', (error, provider, expected) => {
    expect(popupSignInErrorMessage(error, provider)).toBe(expected);
  });
});

describe('isCrossOriginOpenerWarning', () => {
  it.each([
    [new Error('Cross-Origin-Opener-Policy policy would block the window.closed call.'), true],
    [firebase('auth/popup-blocked'), false],
    [null, false],
  ])('%j → %s', (error, expected) => {
    expect(isCrossOriginOpenerWarning(error)).toBe(expected);
  });
});
