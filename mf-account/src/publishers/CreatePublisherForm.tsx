import { useState, type FormEvent } from 'react';
import { PUBLISHER_PLANS, createPublisherSchema, publisherPlanLabel, type PublisherPlan } from '@reeltalk/contracts';
import { Button, callFailure } from '@reeltalk/web-kit';
import { useCreatePublisherMutation } from '../accountApi.ts';
import { ACCOUNT_TEXTS } from '../accountTexts.ts';
import { Field } from '../Field.tsx';
import { SelectField } from '../SelectField.tsx';

const PLAN_OPTIONS = PUBLISHER_PLANS.map((plan) => ({ value: plan, label: publisherPlanLabel(plan) }));

/** A new publisher account (name and plan); its creator becomes its owner. */
export function CreatePublisherForm() {
  const [name, setName] = useState('');
  const [plan, setPlan] = useState<PublisherPlan>('free');
  const [error, setError] = useState('');
  const [createPublisher, { isLoading }] = useCreatePublisherMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = createPublisherSchema.safeParse({ name, plan });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    try {
      await createPublisher(checked.data).unwrap();
      setName('');
    } catch (failure) {
      setError(callFailure(failure));
    }
  };

  return (
    <form className="account-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={ACCOUNT_TEXTS.publisherName}
        value={name}
        error={error}
        data-testid="publisher-name"
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField label={ACCOUNT_TEXTS.plan} value={plan} options={PLAN_OPTIONS} onChange={setPlan} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? ACCOUNT_TEXTS.creatingPublisher : ACCOUNT_TEXTS.createPublisher}
      </Button>
    </form>
  );
}
