import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  validateAccountPasswordForm,
  type AccountPasswordErrors,
  type AccountPasswordValues,
} from '@reeltalk/contracts';
import { Button, changePassword } from '@reeltalk/web-kit';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Field } from '../Field.tsx';
import { Notice } from '../Notice.tsx';
import { passwordChangeError } from './passwordChangeError.ts';

const EMPTY: AccountPasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const NO_ERRORS: AccountPasswordErrors = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: Array<{ name: keyof AccountPasswordValues; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: ACCOUNT_TEXTS.currentPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: ACCOUNT_TEXTS.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: ACCOUNT_TEXTS.confirmPassword, autoComplete: 'new-password' },
];

/**
 * The password form of e-mail users: the form's rules first, then the identity provider proves the current password
 * and sets the new one (the account keeps its sessions; the next sign-in needs the new password).
 */
export function SecurityForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateAccountPasswordForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      setOutcome({ kind: 'success', text: ACCOUNT_MESSAGES.passwordUpdated });
    } catch (error) {
      const failure = passwordChangeError(error);
      setErrors({ ...NO_ERRORS, currentPassword: failure.currentPassword });
      if (failure.form) setOutcome({ kind: 'error', text: failure.form });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title={ACCOUNT_TEXTS.securityHeading} testId="account-security">
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field
            key={name}
            label={label}
            type="password"
            autoComplete={autoComplete}
            value={values[name]}
            error={errors[name]}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          />
        ))}
        <div className="account-form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? ACCOUNT_TEXTS.updatingPassword : ACCOUNT_TEXTS.updatePassword}
          </Button>
        </div>
        {outcome && <Notice kind={outcome.kind} text={outcome.text} testId="password-outcome" />}
      </form>
    </AccountSection>
  );
}
