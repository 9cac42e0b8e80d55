import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  EMAIL_VERIFICATION_MESSAGES,
  SIGNUP_FIX_ERRORS,
  SIGNUP_REDIRECT_MS,
  signupFormSchema,
  signupProviderErrorMessage,
  signupServerErrorMessage,
  signupServerFailure,
  signupVerificationSent,
  type SignupFormValues,
  type SignupRequest,
} from '@reeltalk/contracts';
import {
  Field,
  api,
  forgetDeletedAccount,
  sendVerificationEmail,
  signUpWithEmail,
  useSchemaForm,
} from '@reeltalk/web-kit';
import { useStartedAuth } from '../auth/useStartedAuth.ts';
import { AuthLayout } from '../login/AuthLayout.tsx';
import { FormError } from '../login/FormError.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { SIGNUP_FIELDS } from './signupFields.ts';
import { SignupSuccess } from './SignupSuccess.tsx';
import { returnPath } from '../login/returnPath.ts';

type SignupField = keyof SignupFormValues;

const EMPTY: SignupFormValues = { fullName: '', email: '', password: '', confirmPassword: '' };

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
  // Every change checks its field (and the password its confirmation); a field's message shows once it was left.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting, isValid },
  } = useSchemaForm(signupFormSchema, { mode: 'all', defaultValues: EMPTY });
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

  const shown = (field: SignupField) => (touchedFields[field] || isSubmitted ? (errors[field]?.message ?? '') : '');
  const formError = errors.root?.message ?? (isSubmitted && !isValid ? SIGNUP_FIX_ERRORS : '');

  const inputProps = (field: SignupField, testId: string) => ({
    ...register(field, field === 'password' ? { deps: 'confirmPassword' } : {}),
    className: shown(field) ? 'auth__input auth__input--invalid' : 'auth__input',
    'data-testid': testId,
    disabled: isSubmitting,
  });

  const submit = handleSubmit(async (values) => {
    const email = values.email.trim();
    let uid: string;
    try {
      ({ uid } = await signUpWithEmail(email, values.password));
    } catch (failure) {
      setError('root', { message: signupProviderErrorMessage(failure) });
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
      setError('root', { message: signupServerErrorMessage(signupServerFailure(errorMessage(failure))) });
      return;
    }
    setSucceeded(true);
    forgetDeletedAccount();
    sendVerificationEmail().then(
      () => setVerificationNote(signupVerificationSent(email)),
      () => setVerificationNote(EMAIL_VERIFICATION_MESSAGES.signupSendFailed),
    );
  });

  return (
    <AuthLayout>
      <h1 className="auth__title">Create your account</h1>
      <p className="auth__subtitle">Start turning your scripts into audiobooks in a few minutes.</p>

      <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate data-testid="signup-form">
        {SIGNUP_FIELDS.map(({ field, label, testId, type, autoComplete, placeholder, hint }) => (
          <Field
            key={field}
            label={label}
            id={`signup-${field}`}
            error={shown(field)}
            errorTestId={`${testId}-error`}
            hint={hint}
          >
            {(control) =>
              type === 'password' ? (
                <PasswordInput
                  {...control}
                  {...inputProps(field, testId)}
                  label={label}
                  toggleTestId={`${testId}-toggle`}
                  autoComplete={autoComplete}
                />
              ) : (
                <input
                  {...control}
                  {...inputProps(field, testId)}
                  type={type}
                  autoComplete={autoComplete}
                  placeholder={placeholder}
                />
              )
            }
          </Field>
        ))}

        <FormError message={formError} testId="signup-error" />

        <button
          type="submit"
          className="shell-btn shell-btn--primary shell-btn--block auth__submit"
          disabled={!isValid || isSubmitting}
          data-testid="signup-submit"
        >
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
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
