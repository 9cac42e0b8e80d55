import { describe, expect, it } from 'vitest';
import { isSignupFormValid, SIGNUP_FIX_ERRORS, validateSignupForm } from './signup.ts';

const valid = { fullName: 'Jane Doe', email: 'jane@mail.com', password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' };

describe('validateSignupForm', () => {
  it('reports every field', () => {
    expect(validateSignupForm({ fullName: '', email: '', password: '', confirmPassword: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('has no errors for a valid form', () => {
    expect(validateSignupForm(valid)).toEqual({ fullName: '', email: '', password: '', confirmPassword: '' });
  });

  it.each([
    [{}, true],
    [{ fullName: 'Jane' }, false],
    [{ email: 'jane@example.com' }, false],
    [{ password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }, false],
    [{ confirmPassword: 'Abcdefg1?' }, false],
  ])('with %j the form is valid: %s', (change, expected) => {
    expect(isSignupFormValid({ ...valid, ...change })).toBe(expected);
  });

  it('has the submit text', () => {
    expect(SIGNUP_FIX_ERRORS).toBe('Please fix the validation errors before submitting.');
  });
});
