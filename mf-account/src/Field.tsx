import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface LabelledProps {
  label: string;
  /** The field's message, shown under it and read with it; '' when there is none. */
  error?: string;
  /** The control, given its id and the attributes that tie the message to it. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label above a control and the control's own error line. */
export function Labelled({ label, error = '', children }: LabelledProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p className="account-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled text input with its own error line. */
export function Field({ label, error, ...input }: FieldProps) {
  return (
    <Labelled label={label} error={error}>
      {(control) => <input className="account-field__input" {...control} {...input} />}
    </Labelled>
  );
}
