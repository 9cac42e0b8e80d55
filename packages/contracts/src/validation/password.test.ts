import { describe, expect, it } from 'vitest';
import { validateConfirmPassword, validatePassword } from './password.ts';

describe('validatePassword', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!xyz', 'Password must be at least 8 characters'],
    ['ABCDEFG1!', 'Password must contain at least 1 lowercase letter'],
    ['abcdefg1!', 'Password must contain at least 1 uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least 1 number'],
    ['Abcdefgh1', 'Password must contain at least 1 special character'],
    ['Abcdefg1-', 'Password must contain at least 1 special character'],
    ['Abcdefg1!', ''],
    ...[...'!@#$%^&*(),.?":{}|<>'].map((special) => [`Abcdefg1${special}`, ''] as [string, string]),
  ])('%j → %j', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });
});

describe('validateConfirmPassword', () => {
  it.each([
    ['Abcdefg1!', '', 'Please confirm your password'],
    ['Abcdefg1!', 'Abcdefg1?', 'Passwords do not match'],
    ['Abcdefg1!', 'Abcdefg1!', ''],
  ])('%j / %j → %j', (password, confirm, expected) => {
    expect(validateConfirmPassword(password, confirm)).toBe(expected);
  });
});
