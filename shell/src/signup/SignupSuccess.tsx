import { SIGNUP_MESSAGES } from '@reeltalk/contracts';

/** The welcome after sign-up; `note` says whether the verification e-mail went out ('' until it is known). */
export function SignupSuccess({ note }: { note: string }) {
  return (
    <div className="auth__success" data-testid="signup-success" role="status">
      <span className="auth__success-icon" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="auth__title">Welcome to ReelTalk!</h1>
      <p className="auth__subtitle">{SIGNUP_MESSAGES.success}</p>
      {note && (
        <p className="auth__note" data-testid="signup-verification-note">
          {note}
        </p>
      )}
    </div>
  );
}
