import { describe, expect, it } from 'vitest';
import { addRecipients } from './recipients.ts';

describe('addRecipients', () => {
  it('splits on commas, semicolons and line breaks', () => {
    expect(addRecipients([], ' ann@bookclub.org, bob@readers.net;\nnot-an-email ')).toEqual([
      'ann@bookclub.org',
      'bob@readers.net',
      'not-an-email',
    ]);
  });

  it('keeps each address once, whatever its case, and drops blanks', () => {
    const current = addRecipients([], 'ann@bookclub.org');
    expect(addRecipients(current, 'ANN@bookclub.org, , ')).toEqual(current);
  });
});
