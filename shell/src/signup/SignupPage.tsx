import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  EMAIL_VERIFICATION_MESSAGES,
  SIGNUP_FIX_ERRORS,
  SIGNUP_REDIRECT_MS,
  isSignupFormValid,
  signupProviderErrorMessage,
  signupServerErrorMessage,
  signupServerFailure,
  signupVerificationSent,
  validateSignupForm,
  type SignupFormValues,
  type SignupRequest,
} from '@reeltalk/contracts';
import { api, forgetDeletedAccount, sendVerificationEmail, signUpWithEmail } from '@reeltalk/web-kit';
import { useStartedAuth } from '../auth/useStartedAuth.ts';
import { AuthField } from '../login/AuthField.tsx';
import { AuthLayout } from '../login/AuthLayout.tsx';
import { FormError } from '../login/FormError.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { SIGNUP_FIELDS } from './signupFields.ts';
import { SignupSuccess } from './SignupSuccess.tsx';
import { returnPath } from '../login/returnPath.ts';

type Field = keyof SignupFormValues;

const EMPTY: SignupFormValues = { fullName: '', email: '', password: '', confirmPassword: '' };
const UNTOUCHED: Record<Field, boolean> = { fullName: false, email: false, password: false, confirmPassword: false };

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * /signup: the identity-provider account first, then the ReelTalk user record; then a welcome and the page the user
 * was sent to sign in from (an invitation e-mail's link to the account page, say), else /app. The
 * verification e-mail is sent on the way, never holding the welcome up: the account page can send it again.
 */
export function SignupPage() {
  useStartedAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const destination = returnPath(location.state);
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [succeeded, setSucceeded] = useState(false);
  const [verificationNote, setVerificationNote] = useState('');

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => navigate(destination), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, destination]);

  if (succeeded) {
    return (
      <AuthLayout>
        <SignupSuccess note={verificationNote} />
      </AuthLayout>
    );
  }

  const errors = validateSignupForm(values);
  const valid = isSignupFormValid(values);
  const shown = (field: Field) => (touched[field] || submitted ? errors[field] : '');
  const formError = error || (submitted && !valid ? SIGNUP_FIX_ERRORS : '');

  const inputProps = (field: Field, testId: string) => ({
    id: `signup-${field}`,
    name: field,
    className: shown(field) ? 'auth__input auth__input--invalid' : 'auth__input',
    'data-testid': testId,
    value: values[field],
    disabled: busy,
    'aria-invalid': shown(field) !== '',
    'aria-describedby': shown(field) ? `signup-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    setBusy(true);
    setError('');
    const email = values.email.trim();
    let uid: string;
    try {
      ({ uid } = await signUpWithEmail(email, values.password));
    } catch (failure) {
      setError(signupProviderErrorMessage(failure));
      setBusy(false);
      return;
    }
    try {
      const body: SignupRequest = {
        fullName: values.fullName.trim(),
        email,
        password: values.password,
        firebase_uid: uid,
      };
      await api.post('/users/signup', body);
    } catch (failure) {
      setError(signupServerErrorMessage(signupServerFailure(errorMessage(failure))));
      setBusy(false);
      return;
    }
    setSucceeded(true);
    forgetDeletedAccount();
    sendVerificationEmail().then(
      () => setVerificationNote(signupVerificationSent(email)),
      () => setVerificationNote(EMAIL_VERIFICATION_MESSAGES.signupSendFailed),
    );
  };

  return (
    <AuthLayout>
      <h1 className="auth__title">Create your account</h1>
      <p className="auth__subtitle">Start turning your scripts into audiobooks in a few minutes.</p>

      <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate data-testid="signup-form">
        {SIGNUP_FIELDS.map(({ field, label, testId, type, autoComplete, placeholder, hint }) => (
          <AuthField
            key={field}
            label={label}
            htmlFor={`signup-${field}`}
            error={shown(field)}
            errorTestId={`${testId}-error`}
            hint={hint}
          >
            {type === 'password' ? (
              <PasswordInput
                {...inputProps(field, testId)}
                label={label}
                toggleTestId={`${testId}-toggle`}
                autoComplete={autoComplete}
              />
            ) : (
              <input {...inputProps(field, testId)} type={type} autoComplete={autoComplete} placeholder={placeholder} />
            )}
          </AuthField>
        ))}

        <FormError message={formError} testId="signup-error" />

        <button
          type="submit"
          className="shell-btn shell-btn--primary shell-btn--block auth__submit"
          disabled={!valid || busy}
          data-testid="signup-submit"
        >
          {busy ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>

      <p className="auth__switch">
        Already have an account?{' '}
        <Link to="/login" state={location.state} data-testid="signup-login-link">
          Log in.
        </Link>
      </p>
    </AuthLayout>
  );
}
