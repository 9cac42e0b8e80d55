import { describe, expect, it } from 'vitest';
import {
  SIGNUP_MESSAGES,
  signupProviderErrorMessage,
  signupServerErrorMessage,
  signupServerFailure,
} from './signup.ts';

const ACCOUNT_EXISTS = 'An account with this email already exists. Please try logging in instead.';

describe('signupProviderErrorMessage', () => {
  it.each([
    [{ code: 'auth/email-already-in-use', message: 'Firebase: Error (auth/email-already-in-use).' }, ACCOUNT_EXISTS],
    [new Error('Firebase: Error (auth/email-already-in-use).'), ACCOUNT_EXISTS],
    [
      {
        code: 'auth/weak-password',
        message: 'Firebase: Password should be at least 6 characters (auth/weak-password).',
      },
      'Registration failed: Firebase: Password should be at least 6 characters (auth/weak-password).',
    ],
    [{ code: 'auth/operation-not-allowed', message: '' }, 'Registration failed: auth/operation-not-allowed'],
  ])('%j → %j', (error, expected) => {
    expect(signupProviderErrorMessage(error)).toBe(expected);
  });
});

describe('signupServerFailure', () => {
  it.each([
    ['Full name is required', 'Full name is required'],
    ['', 'Failed to create user account'],
    [undefined, 'Failed to create user account'],
  ])('%j → %j', (message, expected) => {
    expect(signupServerFailure(message)).toBe(expected);
  });
});

describe('signupServerErrorMessage', () => {
  it.each([
    ['Failed to fetch', 'Unable to connect to the server. Please check your internet connection and try again.'],
    [
      'Network error. Please check your connection.',
      'Unable to connect to the server. Please check your internet connection and try again.',
    ],
    ['User with this email already exists', ACCOUNT_EXISTS],
    ['Validation failed: email', 'Validation failed: email'],
    ['Internal server error', 'Server error. Please try again later or contact support if the problem persists.'],
    ['Endpoint not found', 'Server error. Please try again later or contact support if the problem persists.'],
    ['Failed to create user account', 'Failed to create user account'],
    ['', 'An unexpected error occurred. Please try again.'],
    [null, 'An unexpected error occurred. Please try again.'],
  ])('%j → %j', (message, expected) => {
    expect(signupServerErrorMessage(message)).toBe(expected);
  });

  it('has the success text', () => {
    expect(SIGNUP_MESSAGES.success).toBe('Your account has been created successfully. Redirecting you to the app...');
  });
});
