import { describe, expect, it } from 'vitest';
import { FREE_FORM_LIMITS, FREE_FORM_MESSAGES, freeTextProblem, settingsProblem } from './freeForm.ts';

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < depth; level++) value = { a: value };
  return value;
}

describe('settingsProblem', () => {
  it.each([
    ['plain settings', { speed: 1.1, labels: ['a', 'b'], nested: { on: true } }, ''],
    ['settings as deep as allowed', nested(FREE_FORM_LIMITS.settingsDepth), ''],
    ['one level deeper', nested(FREE_FORM_LIMITS.settingsDepth + 1), FREE_FORM_MESSAGES.settingsTooDeep],
    ['arrays count as levels', { a: [[[[[[[[1]]]]]]]] }, FREE_FORM_MESSAGES.settingsTooDeep],
    ['a NUL in a value', { note: 'a\u0000b' }, FREE_FORM_MESSAGES.settingsUnsafe],
    ['a NUL in a key', { ['k\u0000']: 1 }, FREE_FORM_MESSAGES.settingsUnsafe],
    ['a lone surrogate deep down', { a: [{ b: '\udc00' }] }, FREE_FORM_MESSAGES.settingsUnsafe],
    ['text with line breaks', { note: 'one\ntwo' }, ''],
    ['too many bytes', { big: 'é'.repeat(FREE_FORM_LIMITS.settingsBytes / 2) }, FREE_FORM_MESSAGES.settingsTooLarge],
  ])('%s', (_name, settings, expected) => {
    expect(settingsProblem(settings)).toBe(expected);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(settingsProblem(nested(100_000))).toBe(FREE_FORM_MESSAGES.settingsTooDeep);
  });
});

describe('freeTextProblem', () => {
  it.each([
    ['Fine', 10, false, ''],
    ['x'.repeat(11), 10, false, FREE_FORM_MESSAGES.tooLong('Field', 10)],
    ['a\nb', 10, true, ''],
    [
      'a\nb',
      10,
      false,
      'Field contains characters that cannot be shown (control, text-direction or broken characters). Please remove them.',
    ],
  ])('%j (max %i, multi-line %s) → %j', (text, max, multiline, expected) => {
    expect(freeTextProblem('Field', text, max, multiline)).toBe(expected);
  });
});
