import { useState, type FormEvent } from 'react';
import { validateFullName } from '@reeltalk/contracts';
import { Button, callFailure } from '@reeltalk/web-kit';
import { useUpdateProfileMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Field } from '../Field.tsx';
import { Notice } from '../Notice.tsx';

/** Full Name, editable and saved by the sign-up rules (checked here first, and again by the server). */
export function FullNameForm({ saved }: { saved: string }) {
  const [fullName, setFullName] = useState(saved);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const message = validateFullName(fullName);
    setError(message);
    if (message) return;
    try {
      const profile = await updateProfile({ fullName: fullName.trim() }).unwrap();
      setFullName(profile.fullName);
      setDone(true);
    } catch (failure) {
      setError(callFailure(failure));
    }
  };

  return (
    <form className="account-name" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={ACCOUNT_TEXTS.fullName}
        value={fullName}
        error={error}
        autoComplete="name"
        data-testid="account-full-name"
        onChange={(event) => {
          setFullName(event.target.value);
          setDone(false);
        }}
      />
      <Button type="submit" disabled={isLoading || fullName.trim() === saved} className="account-name__save">
        {isLoading ? ACCOUNT_TEXTS.saving : ACCOUNT_TEXTS.saveName}
      </Button>
      <Notice kind="success" text={done ? ACCOUNT_TEXTS.nameSaved : ''} />
    </form>
  );
}
