import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './account.ts';

describe('profileUpdateSchema', () => {
  it('keeps a valid full name, trimmed', () => {
    expect(profileUpdateSchema.parse({ fullName: '  José Núñez ' })).toEqual({ fullName: 'José Núñez' });
  });

  it.each([
    [{}, 'Full name is required'],
    [{ fullName: '   ' }, 'Full name is required'],
    [{ fullName: 'A B' }, 'Full name must be at least 4 characters'],
    [{ fullName: 'Madonna' }, 'Full name must contain at least 2 words with only letters'],
    [{ fullName: 'Ada  Lovelace' }, 'Full name must contain at least 2 words with only letters'],
    [{ fullName: 'R2 D2 Droid' }, 'Full name must contain at least 2 words with only letters'],
  ])('%j → %s', (body, message) => {
    const result = profileUpdateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses any field but the full name', () => {
    expect(profileUpdateSchema.safeParse({ fullName: 'Ada Lovelace', email: 'x@y.org' }).success).toBe(false);
  });
});
