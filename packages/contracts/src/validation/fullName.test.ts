import { describe, expect, it } from 'vitest';
import { fullNameFromToken, validateFullName } from './fullName.ts';

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
    [`Jo ${'b'.repeat(197)}`, ''],
    [`Jo ${'b'.repeat(198)}`, 'Full name must be at most 200 characters'],
  ])('%j → %j', (value, expected) => {
    expect(validateFullName(value)).toBe(expected);
  });
});

describe('fullNameFromToken', () => {
  it.each([
    ['Grace Hopper', 'Grace Hopper'],
    ['  Grace \r\n Hopper\u0007 ', 'Grace Hopper'],
    ['Grace\tHopper', 'Grace Hopper'],
    ['\u202eGrace Hopper', 'Grace Hopper'],
    ['Grace\u200b Hop\ud800per', 'Grace Hopper'],
    ['Jose\u0301 Nu\u0301n\u0303ez', 'José Núñez'],
    ['Grace\u0000 Hopper', 'Grace Hopper'],
    ['<script>alert(1)</script>', ''],
    ['Mallory', ''],
    [`Grace ${'a b '.repeat(1500)}`, ''],
    ['', ''],
    [undefined, ''],
  ])('%j → %j', (name, expected) => {
    expect(fullNameFromToken(name)).toBe(expected);
  });
});
