import { useId, type ReactNode } from 'react';
import './ui.css';

/** What the control inside a Field is given: the id its label points to, and what ties its message to it. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** The field's message, shown under it, announced and read with it; '' or none while there is none. */
  error?: string | undefined;
  /** Shown under the control while there is no message (what the field expects). */
  hint?: string | undefined;
  /** Shown beside the label (the sign-in's 'Use a different email'). */
  action?: ReactNode;
  /** The control's id, when a page needs a known one; a generated one otherwise. */
  id?: string;
  /** The message's test id. */
  errorTestId?: string;
  /** The control: an input, a select, a password input with its toggle… */
  children: (control: FieldControl) => ReactNode;
}

/** One labelled field of any form: its label (and an action beside it), its control, then its message or its hint. */
export function Field({ label, error = '', hint = '', action, id, errorTestId, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const control: FieldControl = error
    ? { id: controlId, 'aria-invalid': true, 'aria-describedby': errorId }
    : hint
      ? { id: controlId, 'aria-describedby': hintId }
      : { id: controlId };
  const labelElement = (
    <label className="rt-field__label" htmlFor={controlId}>
      {label}
    </label>
  );
  return (
    <div className="rt-field">
      {action ? (
        <span className="rt-field__label-row">
          {labelElement}
          {action}
        </span>
      ) : (
        labelElement
      )}
      {children(control)}
      {error ? (
        <p className="rt-field__error" id={errorId} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="rt-field__hint" id={hintId}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
