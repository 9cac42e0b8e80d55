import { describe, expect, it } from 'vitest';
import { validateFullName } from './fullName.ts';

describe('validateFullName', () => {
  it.each([
    ['', 'Full name is required'],
    ['   ', 'Full name is required'],
    ['Al', 'Full name must be at least 4 characters'],
    ['Jo B', ''],
    ['Johnathan', 'Full name must contain at least 2 words with only letters'],
    ['John  Doe', 'Full name must contain at least 2 words with only letters'],
    ['John Doe3', 'Full name must contain at least 2 words with only letters'],
    ["John O'Neil", 'Full name must contain at least 2 words with only letters'],
    ['John Doe', ''],
    ['  Mary Ann Smith  ', ''],
    ['José Núñez', ''],
  ])('%j → %j', (value, expected) => {
    expect(validateFullName(value)).toBe(expected);
  });
});
