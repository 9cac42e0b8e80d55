import type { ReactNode } from 'react';

interface SignupFieldProps {
  label: string;
  htmlFor: string;
  error: string;
  errorTestId: string;
  hint?: string;
  children: ReactNode;
}

/** A labelled form row that shows its validation message, or a hint while there is none. */
export function SignupField({ label, htmlFor, error, errorTestId, hint, children }: SignupFieldProps) {
  return (
    <div className="auth__field">
      <label className="auth__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="auth__field-error" id={`${htmlFor}-error`} data-testid={errorTestId} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="auth__hint">{hint}</p>
      )}
    </div>
  );
}
