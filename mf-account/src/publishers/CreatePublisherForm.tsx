import { PUBLISHER_PLANS, createPublisherSchema, publisherPlanLabel } from '@reeltalk/contracts';
import { Button, Field, callFailure, useSchemaForm } from '@reeltalk/web-kit';
import { useCreatePublisherMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { SelectField } from '../SelectField.tsx';

const PLAN_OPTIONS = PUBLISHER_PLANS.map((plan) => ({ value: plan, label: publisherPlanLabel(plan) }));

/** A new publisher account (name and plan); its creator becomes its owner. */
export function CreatePublisherForm() {
  // Checked when sent: a message stays until the next try.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm(createPublisherSchema, { defaultValues: { name: '', plan: 'free' }, reValidateMode: 'onSubmit' });
  const [createPublisher] = useCreatePublisherMutation();

  const submit = handleSubmit(async (publisher) => {
    try {
      await createPublisher(publisher).unwrap();
      setValue('name', '');
    } catch (failure) {
      setError('root', { message: callFailure(failure) });
    }
  });

  return (
    <form className="account-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={ACCOUNT_TEXTS.publisherName} error={errors.name?.message ?? errors.root?.message}>
        {(control) => (
          <input className="account-field__input" {...control} {...register('name')} data-testid="publisher-name" />
        )}
      </Field>
      <SelectField
        label={ACCOUNT_TEXTS.plan}
        value={watch('plan')}
        options={PLAN_OPTIONS}
        onChange={(plan) => setValue('plan', plan)}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? ACCOUNT_TEXTS.creatingPublisher : ACCOUNT_TEXTS.createPublisher}
      </Button>
    </form>
  );
}
