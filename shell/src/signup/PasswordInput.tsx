import { useState, type ComponentProps } from 'react';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Names the field in the toggle's accessible label: 'Show {label}'. */
  label: string;
  toggleTestId: string;
}

/** A password field with a Show / Hide toggle. */
export function PasswordInput({ label, toggleTestId, className, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="auth__input-wrap">
      <input {...inputProps} className={className} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="auth__toggle"
        data-testid={toggleTestId}
        aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-pressed={visible}
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </span>
  );
}
