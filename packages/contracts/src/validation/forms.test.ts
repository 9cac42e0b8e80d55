import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from './email.ts';
import {
  CLOCK_MESSAGES,
  accountPasswordFormSchema,
  clockFormSchema,
  fullNameFormSchema,
  signupFormSchema,
} from './forms.ts';
import { PRONUNCIATION_MESSAGES, pronunciationFormSchema } from '../pronunciation.ts';
import { SHARE_REQUEST_MESSAGES, shareFormSchema } from '../share.ts';

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

describe('the share form', () => {
  const share = { draft: '', message: '', feedback: false };

  it('names each refused recipient at its own place, and asks for one when there is none', () => {
    const chips = shareFormSchema.safeParse({ ...share, recipients: ['ann@bookclub.org', 'not-an-email'] });
    expect(messages(chips)).toEqual({ 'recipients.1': EMAIL_MESSAGES.pattern });
    expect(messages(shareFormSchema.safeParse({ ...share, recipients: [] }))).toEqual({
      recipients: SHARE_REQUEST_MESSAGES.noRecipient,
    });
    expect(shareFormSchema.safeParse({ ...share, recipients: ['ann@bookclub.org'] }).success).toBe(true);
  });
});

describe('the pronunciation form', () => {
  const form = { term: ' Quayle ', scope: 'project' } as const;

  it('checks what is typed as the way it is said, at that field', () => {
    expect(messages(pronunciationFormSchema.safeParse({ ...form, saying: 'ipa', say: 'kʘeɪl' }))).toEqual({
      say: PRONUNCIATION_MESSAGES.unknownIpa(['ʘ']),
    });
    expect(messages(pronunciationFormSchema.safeParse({ ...form, term: '— …', saying: 'ipa', say: 'kweɪl' }))).toEqual({
      term: PRONUNCIATION_MESSAGES.noWords,
    });
  });

  it('gives the entry with its scope, said one way only', () => {
    expect(pronunciationFormSchema.parse({ ...form, saying: 'respelling', say: ' kwail ' })).toEqual({
      scope: 'project',
      term: 'Quayle',
      respelling: 'kwail',
    });
    expect(pronunciationFormSchema.parse({ ...form, saying: 'ipa', say: 'kweɪl' })).toEqual({
      scope: 'project',
      term: 'Quayle',
      ipa: 'kweɪl',
    });
  });
});

describe('a time field', () => {
  it('takes mm:ss and names anything else', () => {
    expect(clockFormSchema.safeParse({ clock: '04:30' }).success).toBe(true);
    expect(messages(clockFormSchema.safeParse({ clock: '10.5' }))).toEqual({ clock: CLOCK_MESSAGES.notATime });
  });
});
