import { describe, expect, it } from 'vitest';
import { TITLE, titleLines } from './layout.ts';

describe('titleLines', () => {
  it('wraps at word boundaries within the line width', () => {
    const lines = titleLines('The Quiet Hours of the Lighthouse Keeper and His Daughter');
    expect(lines).toEqual(['The Quiet Hours of the', 'Lighthouse Keeper and His', 'Daughter']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(TITLE.lineChars);
  });

  it('cuts a word longer than a line', () => {
    expect(titleLines('x'.repeat(30))).toEqual(['x'.repeat(TITLE.lineChars), 'x'.repeat(30 - TITLE.lineChars)]);
  });

  it('keeps at most the allowed lines, the last ending in an ellipsis', () => {
    const lines = titleLines(Array.from({ length: 40 }, (_, index) => `word${index}`).join(' '));
    expect(lines).toHaveLength(TITLE.maxLines);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it('reads line breaks as spaces', () => {
    expect(titleLines('One\ntwo\r\nthree')).toEqual(['One two three']);
  });
});
