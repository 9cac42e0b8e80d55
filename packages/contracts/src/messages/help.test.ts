import { describe, expect, it } from 'vitest';
import { HELP_MESSAGES, helpResultLine } from './help.ts';

describe('help texts', () => {
  it.each([
    [helpResultLine(3, 'voice'), 'Found 3 result(s) for "voice"'],
    [helpResultLine(1, 'MP3'), 'Found 1 result(s) for "MP3"'],
    [HELP_MESSAGES.noResults, 'No results found'],
    [HELP_MESSAGES.searchPlaceholder, 'Search for help topics...'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
