import { COVER_FILE_MESSAGES } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { coverFileProblem } from './coverFile.ts';

const MB = 1024 * 1024;

describe('coverFileProblem', () => {
  it.each([
    ['image/png', 1000, ''],
    ['image/jpeg', 5 * MB, ''],
    ['image/webp', 1000, ''],
    ['image/png', 5 * MB + 1, COVER_FILE_MESSAGES.size],
    ['image/gif', 1000, COVER_FILE_MESSAGES.type],
    ['application/pdf', 1000, COVER_FILE_MESSAGES.type],
    ['', 1000, COVER_FILE_MESSAGES.type],
  ])('%j of %i bytes → %j', (type, size, expected) => {
    expect(coverFileProblem({ type, size })).toBe(expected);
  });
});
