import { describe, expect, it } from 'vitest';
import { validateAvatarFile } from './avatar.ts';

describe('validateAvatarFile', () => {
  it.each([
    ['application/pdf', 1000, 'Please select a valid image file (PNG, JPG, GIF)'],
    ['', 1000, 'Please select a valid image file (PNG, JPG, GIF)'],
    ['image/png', 5 * 1024 * 1024 + 1, 'File size must be less than 5MB'],
    ['image/png', 5 * 1024 * 1024, ''],
    ['image/jpeg', 1000, ''],
    ['image/gif', 1000, ''],
  ])('%j (%i bytes) → %j', (type, size, expected) => {
    expect(validateAvatarFile({ type, size })).toBe(expected);
  });
});
