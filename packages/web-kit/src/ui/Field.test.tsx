import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.tsx';

const renderField = (props: { error?: string; hint?: string }) =>
  render(
    <Field label="Full Name" {...props} errorTestId="name-error">
      {(control) => <input {...control} />}
    </Field>,
  );

describe('Field', () => {
  it('labels its control and ties its message to it, marked invalid', () => {
    renderField({ error: 'Full name is required', hint: 'Your first and last name.' });
    const input = screen.getByLabelText('Full Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Full name is required');
    expect(message.dataset.testid).toBe('name-error');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText('Your first and last name.')).toBeNull();
  });

  it('shows its hint, read with the control, while there is no message', () => {
    renderField({ error: '', hint: 'Your first and last name.' });
    const input = screen.getByLabelText('Full Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Your first and last name.').id);
  });
});
