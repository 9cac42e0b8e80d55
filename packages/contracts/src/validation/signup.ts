import { validateEmail } from './email.ts';
import { validateFullName } from './fullName.ts';
import { validateConfirmPassword, validatePassword } from './password.ts';

export const SIGNUP_FIX_ERRORS = 'Please fix the validation errors before submitting.';

export interface SignupFormValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type SignupFormErrors = Record<keyof SignupFormValues, string>;

/** Every field's first failing message ('' when the field is fine). */
export function validateSignupForm(values: SignupFormValues): SignupFormErrors {
  return {
    fullName: validateFullName(values.fullName),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    confirmPassword: validateConfirmPassword(values.password, values.confirmPassword),
  };
}

/** The submit button is enabled only when all four fields are valid. */
export function isSignupFormValid(values: SignupFormValues): boolean {
  return Object.values(validateSignupForm(values)).every((message) => message === '');
}
