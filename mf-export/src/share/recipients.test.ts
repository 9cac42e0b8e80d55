import { EMAIL_MESSAGES } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { addRecipients } from './recipients.ts';

describe('addRecipients', () => {
  it('splits on commas, semicolons and line breaks and checks each address', () => {
    expect(addRecipients([], ' ann@bookclub.org, bob@readers.net;\nnot-an-email ')).toEqual([
      { email: 'ann@bookclub.org', problem: '' },
      { email: 'bob@readers.net', problem: '' },
      { email: 'not-an-email', problem: EMAIL_MESSAGES.pattern },
    ]);
  });

  it('keeps each address once, whatever its case, and drops blanks', () => {
    const current = addRecipients([], 'ann@bookclub.org');
    expect(addRecipients(current, 'ANN@bookclub.org, , ')).toEqual(current);
  });
});
