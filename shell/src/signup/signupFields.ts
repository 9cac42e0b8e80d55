import type { SignupFormValues } from '@reeltalk/contracts';

interface SignupFieldSpec {
  field: keyof SignupFormValues;
  label: string;
  /** The input's test id; its message is '<testId>-error', a password's Show/Hide toggle '<testId>-toggle'. */
  testId: string;
  autoComplete: string;
  /** 'password' gets the Show / Hide toggle. */
  type: 'text' | 'email' | 'password';
  placeholder?: string;
  hint?: string;
}

/** The sign-up form's fields, in order. */
export const SIGNUP_FIELDS: readonly SignupFieldSpec[] = [
  {
    field: 'fullName',
    label: 'Full Name',
    testId: 'signup-full-name',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Jane Doe',
  },
  {
    field: 'email',
    label: 'Email',
    testId: 'signup-email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@yourdomain.com',
  },
  {
    field: 'password',
    label: 'Password',
    testId: 'signup-password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters, with upper- and lower-case letters, a number and a special character.',
  },
  {
    field: 'confirmPassword',
    label: 'Confirm Password',
    testId: 'signup-confirm-password',
    type: 'password',
    autoComplete: 'new-password',
  },
];
