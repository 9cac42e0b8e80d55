import { z } from 'zod';
import { parseClock } from '../messages/format.ts';
import { validateAccountPasswordForm, type AccountPasswordValues } from './account.ts';
import { validateFullName } from './fullName.ts';
import { validateSignupForm, type SignupFormValues } from './signup.ts';

/**
 * The schema of a form of text fields whose rules are one function giving each field's first failing message ('' when
 * it is fine): the browser's form resolver reports exactly the texts the rules (and the server) give.
 */
function textFormSchema<Values extends { [F in keyof Values]: string }>(
  fields: ReadonlyArray<keyof Values & string>,
  validate: (values: Values) => Record<keyof Values, string>,
) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.string()])) as { [F in keyof Values]: z.ZodString };
  return z.object(shape).superRefine((values, ctx) => {
    for (const [field, message] of Object.entries<string>(validate(values as Values))) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** The sign-up form: full name, e-mail, password and its confirmation. */
export const signupFormSchema = textFormSchema<SignupFormValues>(
  ['fullName', 'email', 'password', 'confirmPassword'],
  validateSignupForm,
);

/** The account page's password form. */
export const accountPasswordFormSchema = textFormSchema<AccountPasswordValues>(
  ['currentPassword', 'newPassword', 'confirmPassword'],
  validateAccountPasswordForm,
);

/** The account page's full name, by the sign-up rules. */
export const fullNameFormSchema = textFormSchema<{ fullName: string }>(['fullName'], ({ fullName }) => ({
  fullName: validateFullName(fullName),
}));

/**
 * The account deletion's confirmation: the password of an e-mail user, the address of a single-sign-on user. Only the
 * identity provider (or the address on the account) can tell whether it is right, so it has no rule of its own.
 */
export const accountDeletionFormSchema = z.object({ answer: z.string() });

export const SIGN_IN_FORM_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
} as const;

// The first step only checks the shape; the identity provider decides whether the account exists.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form: the e-mail address first ('Continue'), then, at the password step, the password ('Log In'). */
export const signInFormSchema = z
  .object({ email: z.string(), password: z.string(), passwordStep: z.boolean() })
  .superRefine(({ email, password, passwordStep }, ctx) => {
    if (!passwordStep && !LOOKS_LIKE_EMAIL.test(email.trim())) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SIGN_IN_FORM_MESSAGES.invalidEmail });
    }
    if (passwordStep && password === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SIGN_IN_FORM_MESSAGES.passwordRequired });
    }
  });

export const CLOCK_MESSAGES = { notATime: 'Type each time as mm:ss, for example 04:30.' } as const;

/** A time typed as mm:ss, like every time shown in the app (a music zone's start or end). */
export const clockFormSchema = z.object({
  clock: z.string().refine((text) => parseClock(text) !== null, CLOCK_MESSAGES.notATime),
});
