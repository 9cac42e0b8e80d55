import { useEffect } from 'react';
import { fullNameFormSchema } from '@reeltalk/contracts';
import { Button, Field, callFailure, useSchemaForm } from '@reeltalk/web-kit';
import { useUpdateProfileMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Notice } from '../Notice.tsx';

/** Full Name, editable and saved by the sign-up rules (checked here first, and again by the server). */
export function FullNameForm({ saved }: { saved: string }) {
  // Checked when saved: a message stays until the next 'Save'.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    getValues,
    formState: { errors, isSubmitting, isSubmitSuccessful, isDirty, submitCount },
  } = useSchemaForm(fullNameFormSchema, { defaultValues: { fullName: saved }, reValidateMode: 'onSubmit' });
  const [updateProfile] = useUpdateProfileMutation();

  const submit = handleSubmit(async ({ fullName }) => {
    try {
      const profile = await updateProfile({ fullName: fullName.trim() }).unwrap();
      setValue('fullName', profile.fullName);
    } catch (failure) {
      setError('fullName', { message: callFailure(failure) });
    }
  });

  // The name as saved is the form's new starting point, so changing it again hides 'saved'. (After the submission:
  // a reset during it would cancel its outcome.)
  useEffect(() => {
    if (isSubmitSuccessful) reset(getValues(), { keepIsSubmitSuccessful: true });
  }, [isSubmitSuccessful, submitCount, reset, getValues]);

  return (
    <form className="account-name" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={ACCOUNT_TEXTS.fullName} error={errors.fullName?.message}>
        {(control) => (
          <input
            className="account-field__input"
            {...control}
            {...register('fullName')}
            autoComplete="name"
            data-testid="account-full-name"
          />
        )}
      </Field>
      <Button
        type="submit"
        disabled={isSubmitting || watch('fullName').trim() === saved}
        className="account-name__save"
      >
        {isSubmitting ? ACCOUNT_TEXTS.saving : ACCOUNT_TEXTS.saveName}
      </Button>
      <Notice kind="success" text={isSubmitSuccessful && !isDirty ? ACCOUNT_TEXTS.nameSaved : ''} />
    </form>
  );
}
