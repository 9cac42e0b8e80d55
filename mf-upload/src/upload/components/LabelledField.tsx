import { useId, type ReactNode } from 'react';

interface LabelledFieldProps {
  label: string;
  /** The control, given the id its label points to. */
  children: (id: string) => ReactNode;
}

/** A form field: its label above its control, tied by a generated id so a click on the label focuses the control. */
export function LabelledField({ label, children }: LabelledFieldProps) {
  const id = useId();
  return (
    <div className="rt-field">
      <label className="rt-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
