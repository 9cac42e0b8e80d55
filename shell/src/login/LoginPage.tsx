import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  SIGN_IN_MESSAGES,
  emailSignInErrorMessage,
  isCrossOriginOpenerWarning,
  loginScreenError,
  popupSignInErrorMessage,
  signInFormSchema,
  type PopupProvider,
} from '@reeltalk/contracts';
import {
  Field,
  deletedAccount,
  forgetDeletedAccount,
  getAuthState,
  signInWithApple,
  signInWithEmail,
  signInWithGoogle,
  useAuth,
  useSchemaForm,
} from '@reeltalk/web-kit';
import { useStartedAuth } from '../auth/useStartedAuth.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { FormError } from './FormError.tsx';
import { ProviderIcon } from './ProviderIcons.tsx';
import { loginNotice, returnPath } from './returnPath.ts';

const ACCOUNT_DELETED = {
  notice: 'Your account has been deleted, with all of its projects and files.',
  signInRefused: 'This account was deleted. Sign up to create a new one.',
} as const;
// What the identity provider answers for an address without an account (depending on enumeration protection).
const NO_SUCH_ACCOUNT: readonly string[] = [SIGN_IN_MESSAGES.invalidEmail, SIGN_IN_MESSAGES.wrongPassword];

const POPUP_SIGN_IN: Record<PopupProvider, () => Promise<unknown>> = {
  Google: signInWithGoogle,
  Apple: signInWithApple,
};
const PROVIDERS = Object.keys(POPUP_SIGN_IN) as PopupProvider[];

/** /login: e-mail first ('Continue'), then the password ('Log In'); or Google / Apple. */
export function LoginPage() {
  useStartedAuth();
  const { ready } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const destination = returnPath(location.state);

  // A message stays until the next attempt, as the identity provider's answers do.
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm(signInFormSchema, {
    defaultValues: { email: '', password: '', passwordStep: false },
    reValidateMode: 'onSubmit',
  });
  const passwordStep = watch('passwordStep');
  // A Google or Apple sign-in is no submission of the form, but holds it all the same while its popup is open.
  const [popupOpen, setPopupOpen] = useState(false);
  const busy = isSubmitting || popupOpen;
  const error = errors.root?.message ?? errors.email?.message ?? errors.password?.message ?? '';
  // The guard may show this page (on sign-out) before the API client's redirect adds why the session ended.
  const notice = loginNotice(location.state);
  // The account deleted in this tab, so that its address is not called invalid without a word of why.
  const [deleted] = useState(deletedAccount);

  if (ready) return <Navigate to={destination} replace />;

  const inputProps = (name: 'email' | 'password') => ({
    ...register(name),
    className: 'auth__input',
    'data-testid': `login-${name}`,
    disabled: busy,
    autoFocus: true,
  });

  const signIn = async (attempt: () => Promise<unknown>, message: (error: unknown) => string) => {
    try {
      await attempt();
      forgetDeletedAccount();
      navigate(destination, { replace: true });
    } catch (failure) {
      setError('root', { message: loginScreenError(message(failure)) });
    }
  };

  const submit = handleSubmit(async ({ email, password }) => {
    if (!passwordStep) {
      setValue('passwordStep', true);
      return;
    }
    const address = email.trim();
    await signIn(
      () => signInWithEmail(address, password),
      (failure) => {
        const text = emailSignInErrorMessage(failure);
        return deleted !== '' && address.toLowerCase() === deleted && NO_SUCH_ACCOUNT.includes(text)
          ? ACCOUNT_DELETED.signInRefused
          : text;
      },
    );
  });

  const popupSignIn = async (provider: PopupProvider) => {
    clearErrors();
    setPopupOpen(true);
    await signIn(
      async () => {
        try {
          await POPUP_SIGN_IN[provider]();
        } catch (failure) {
          // The popup's Cross-Origin-Opener-Policy warning is harmless once a user is signed in.
          if (!(isCrossOriginOpenerWarning(failure) && getAuthState().user)) throw failure;
        }
      },
      (failure) => popupSignInErrorMessage(failure, provider),
    );
    setPopupOpen(false);
  };

  return (
    <AuthLayout>
      <h1 className="auth__title">Welcome back!</h1>
      <p className="auth__subtitle">Log in to pick up your projects where you left them.</p>
      {deleted && (
        <p className="auth__notice" role="status" data-testid="login-notice">
          {ACCOUNT_DELETED.notice}
        </p>
      )}

      <form className="auth__form" onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
        <Field label="Email" id="login-email">
          {(control) => (
            <input
              {...control}
              {...inputProps('email')}
              type="email"
              autoComplete="email"
              placeholder="you@yourdomain.com"
            />
          )}
        </Field>

        {passwordStep && (
          <Field
            label="Password"
            id="login-password"
            action={
              <button
                type="button"
                className="auth__text-button"
                onClick={() => {
                  setValue('passwordStep', false);
                  setValue('password', '');
                  clearErrors();
                }}
              >
                Use a different email
              </button>
            }
          >
            {(control) => (
              <input
                {...control}
                {...inputProps('password')}
                type="password"
                autoComplete="current-password"
                placeholder="Your password"
              />
            )}
          </Field>
        )}

        <FormError message={error || notice} testId="login-error" />

        <button
          type="submit"
          className="shell-btn shell-btn--primary shell-btn--block auth__submit"
          disabled={busy}
          data-testid="login-submit"
        >
          {busy ? 'Loading...' : passwordStep ? 'Log In' : 'Continue'}
        </button>
      </form>

      <div className="auth__divider">
        <span>or</span>
      </div>

      <div className="auth__providers">
        {PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className="shell-btn shell-btn--secondary shell-btn--block"
            data-testid={`login-${provider.toLowerCase()}`}
            disabled={busy}
            onClick={() => void popupSignIn(provider)}
          >
            <ProviderIcon provider={provider} />
            Continue with {provider}
          </button>
        ))}
      </div>

      <p className="auth__switch">
        Don’t have an account?{' '}
        <Link to="/signup" state={location.state} data-testid="login-signup-link">
          Sign up.
        </Link>
      </p>
    </AuthLayout>
  );
}
