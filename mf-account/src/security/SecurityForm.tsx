import { useEffect } from 'react';
import { ACCOUNT_MESSAGES, accountPasswordFormSchema, type AccountPasswordValues } from '@reeltalk/contracts';
import { Button, Field, changePassword, useSchemaForm } from '@reeltalk/web-kit';
import { AccountSection } from '../AccountSection.tsx';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';
import { passwordChangeError } from './passwordChangeError.ts';

const EMPTY: AccountPasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
  // Checked when sent: the messages stay until the next 'Update Password'.
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isSubmitSuccessful, isDirty, submitCount },
  } = useSchemaForm(accountPasswordFormSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword(currentPassword, newPassword);
    } catch (error) {
      const failure = passwordChangeError(error);
      if (failure.currentPassword) setError('currentPassword', { message: failure.currentPassword });
      if (failure.form) setError('root', { message: failure.form });
    }
  });
  // A changed password empties the form, once its submission is over (a reset during it would cancel its outcome).
  useEffect(() => {
    if (isSubmitSuccessful) reset(EMPTY, { keepIsSubmitSuccessful: true });
  }, [isSubmitSuccessful, submitCount, reset]);
  const outcome = isSubmitting
    ? null
    : errors.root?.message
      ? { kind: 'error' as const, text: errors.root.message }
      : isSubmitSuccessful && !isDirty
        ? { kind: 'success' as const, text: ACCOUNT_MESSAGES.passwordUpdated }
        : null;

  return (
    <AccountSection title={ACCOUNT_TEXTS.securityHeading} testId="account-security">
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            {(control) => (
              <input
                className="account-field__input"
                {...control}
                {...register(name)}
                type="password"
                autoComplete={autoComplete}
              />
            )}
          </Field>
        ))}
        <div className="account-form__actions">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? ACCOUNT_TEXTS.updatingPassword : ACCOUNT_TEXTS.updatePassword}
          </Button>
        </div>
        {outcome && <Notice kind={outcome.kind} text={outcome.text} testId="password-outcome" />}
      </form>
    </AccountSection>
  );
}
