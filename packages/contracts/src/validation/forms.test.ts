import { describe, expect, it } from 'vitest';
import { accountPasswordFormSchema, fullNameFormSchema, signupFormSchema } from './forms.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('form schemas', () => {
  it('report each field’s first failing message from the form’s rules, at the field', () => {
    expect(
      messages(signupFormSchema.safeParse({ fullName: 'Ada', email: '', password: 'Ab#1', confirmPassword: 'x' })),
    ).toEqual({
      fullName: 'Full name must be at least 4 characters',
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      messages(
        accountPasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: '' }),
      ),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      confirmPassword: 'Please confirm your new password',
    });
    expect(messages(fullNameFormSchema.safeParse({ fullName: ' ' }))).toEqual({ fullName: 'Full name is required' });
  });

  it('accept a form whose rules find nothing', () => {
    const signup = { fullName: 'Ada Lovelace', email: 'ada@lovelace.dev', password: 'Analytic#1843' };
    expect(signupFormSchema.safeParse({ ...signup, confirmPassword: signup.password }).success).toBe(true);
    expect(fullNameFormSchema.safeParse({ fullName: 'Ada Lovelace' }).success).toBe(true);
  });
});
