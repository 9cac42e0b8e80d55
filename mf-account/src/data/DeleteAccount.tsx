import { useState } from 'react';
import {
  ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS,
  accountDeletionFormSchema,
  type UserProfile,
} from '@reeltalk/contracts';
import {
  Button,
  Field,
  callFailure,
  reauthenticateWithPassword,
  reauthenticateWithProvider,
  rememberDeletedAccount,
  secondsSinceSignIn,
  signOut,
  useSchemaForm,
} from '@reeltalk/web-kit';
import { useNavigate } from 'react-router-dom';
import { passwordChangeError } from '../security/passwordChangeError.ts';
import { useDeleteAccountMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { DataRow } from './DataRow.tsx';

/** A minute of slack, so the sign-in is still recent enough when the server checks it. */
const RECENT_ENOUGH_SECONDS = ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS - 60;

/**
 * Proves the user is who they say before deleting: e-mail users re-enter their password; single-sign-on users type
 * their e-mail, and sign in through their provider again when their sign-in is not recent (the server refuses an old
 * one).
 */
async function confirmIdentity(profile: UserProfile, answer: string): Promise<string> {
  if (profile.auth_type === 'emailpassword') {
    try {
      await reauthenticateWithPassword(answer);
    } catch (error) {
      const failure = passwordChangeError(error);
      return failure.currentPassword || failure.form;
    }
    return '';
  }
  if (answer.trim().toLowerCase() !== (profile.email ?? '').toLowerCase()) return ACCOUNT_TEXTS.deleteEmailMismatch;
  if ((await secondsSinceSignIn()) > RECENT_ENOUGH_SECONDS) await reauthenticateWithProvider();
  return '';
}

/**
 * 'Delete account': confirmed, then every row and object of the user goes, and the user lands signed out on /login,
 * which says the account was deleted (and says it again, rather than 'invalid address', if they try it).
 */
export function DeleteAccount({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm(accountDeletionFormSchema, { defaultValues: { answer: '' } });
  const [deleteAccount] = useDeleteAccountMutation();
  const byPassword = profile.auth_type === 'emailpassword';

  const submit = handleSubmit(async ({ answer }) => {
    try {
      const refused = await confirmIdentity(profile, answer);
      if (refused) {
        setError('answer', { message: refused });
        return;
      }
      await deleteAccount().unwrap();
      rememberDeletedAccount(profile.email ?? '');
      // Leave /app first, with the landing page drawn before the sign-out: signed out under /app, the guard would send
      // the user to /login as if to come back to the account page afterwards.
      await navigate('/', { flushSync: true });
      await signOut();
      await navigate('/login', { replace: true });
    } catch (failure) {
      setError('answer', { message: callFailure(failure) });
    }
  });

  return (
    <DataRow
      title={ACCOUNT_TEXTS.deleteAccount}
      text={ACCOUNT_TEXTS.deleteAccountText}
      testId="delete-account"
      action={
        !open && (
          <Button className="account-danger-button" onClick={() => setOpen(true)}>
            {ACCOUNT_TEXTS.deleteAccount}
          </Button>
        )
      }
    >
      {open && (
        <form className="account-inline-form" onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={byPassword ? ACCOUNT_TEXTS.deletePasswordLabel : ACCOUNT_TEXTS.deleteEmailLabel}
            error={errors.answer?.message}
          >
            {(control) => (
              <input
                className="account-field__input"
                {...control}
                {...register('answer')}
                type={byPassword ? 'password' : 'email'}
                autoComplete={byPassword ? 'current-password' : 'off'}
                data-testid="delete-account-confirmation"
              />
            )}
          </Field>
          <Button type="submit" className="account-danger-button" disabled={isSubmitting || watch('answer') === ''}>
            {isSubmitting ? ACCOUNT_TEXTS.deleting : ACCOUNT_TEXTS.deleteConfirm}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
            {ACCOUNT_TEXTS.cancel}
          </Button>
        </form>
      )}
    </DataRow>
  );
}
