import { describe, expect, it } from 'vitest';
import { displayTextProblem, TEXT_MESSAGES } from './displayText.ts';

describe('displayTextProblem', () => {
  it.each([
    ['My Audiobook', ''],
    ['Alice’s “Adventures” (1)', ''],
    ['Café 東京 مرحبا 👩‍👩‍👧', ''],
    ['', ''],
    ['NUL\u0000', TEXT_MESSAGES.unsafe('Name')],
    ['bell\u0007', TEXT_MESSAGES.unsafe('Name')],
    ['C1 \u0085', TEXT_MESSAGES.unsafe('Name')],
    ['two\nlines', TEXT_MESSAGES.unsafe('Name')],
    ['lone \ud800 high', TEXT_MESSAGES.unsafe('Name')],
    ['lone \udc00 low', TEXT_MESSAGES.unsafe('Name')],
    ['txt.\u202Eexe', TEXT_MESSAGES.unsafe('Name')],
    ['isolate \u2067x\u2069', TEXT_MESSAGES.unsafe('Name')],
    ['\u200B\u200C\u200D', TEXT_MESSAGES.invisible('Name')],
    ['\u2060\uFEFF \u3164', TEXT_MESSAGES.invisible('Name')],
    ['   ', TEXT_MESSAGES.invisible('Name')],
  ])('%j → %j', (text, expected) => {
    expect(displayTextProblem('Name', text)).toBe(expected);
  });

  it('keeps tab and line breaks in multi-line text, and nothing else of the controls', () => {
    expect(displayTextProblem('Description', 'One.\r\n\tTwo.', { multiline: true })).toBe('');
    expect(displayTextProblem('Description', 'One.\u0000', { multiline: true })).toBe(
      TEXT_MESSAGES.unsafe('Description'),
    );
    expect(displayTextProblem('Description', 'a\u202Db', { multiline: true })).toBe(
      TEXT_MESSAGES.unsafe('Description'),
    );
  });
});
