import { ACX_RULES, acxChoicesSchema, type AudiobookFormatStart } from '@reeltalk/contracts';
import { Button, Field, useSchemaForm } from '@reeltalk/web-kit';
import { AUDIOBOOK_TEXTS as TEXTS } from './audiobookTexts.ts';

interface AcxChoicesProps {
  /** The book's length: the retail sample's default is five minutes of it (a long book's from a minute in). */
  seconds: number;
  busy: boolean;
  onMake: (options: AudiobookFormatStart) => void;
}

/** The ACX package's choices before it is made: mono or stereo, and the retail sample's start and length. */
export function AcxChoices({ seconds, busy, onMake }: AcxChoicesProps) {
  // A long book's sample starts a minute in, past its title and opening; a short one's at its start.
  const sampleStart = seconds > 600 ? 60 : 0;
  const form = useSchemaForm(acxChoicesSchema, {
    defaultValues: {
      stereo: false,
      sampleStart,
      sampleSeconds: Math.max(1, Math.min(ACX_RULES.retailSampleMaxSeconds, Math.floor(seconds - sampleStart))),
    },
  });
  const { errors } = form.formState;
  return (
    <form className="rt-acx-choices" onSubmit={form.handleSubmit(onMake)} noValidate data-testid="acx-choices">
      <fieldset className="rt-acx-choices__channels">
        <legend className="rt-field__label">{TEXTS.channels}</legend>
        <label>
          <input
            type="radio"
            value="mono"
            checked={!form.watch('stereo')}
            onChange={() => form.setValue('stereo', false)}
          />{' '}
          {TEXTS.mono}
        </label>
        <label>
          <input
            type="radio"
            value="stereo"
            data-testid="acx-stereo"
            checked={form.watch('stereo')}
            onChange={() => form.setValue('stereo', true)}
          />{' '}
          {TEXTS.stereo}
        </label>
      </fieldset>
      <Field label={TEXTS.sampleStart} error={errors.sampleStart?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            className="rt-acx-choices__input"
            data-testid="acx-sample-start"
            {...form.register('sampleStart', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Field label={TEXTS.sampleSeconds} error={errors.sampleSeconds?.message} hint={TEXTS.sampleHint}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={ACX_RULES.retailSampleMaxSeconds}
            className="rt-acx-choices__input"
            data-testid="acx-sample-seconds"
            {...form.register('sampleSeconds', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy} data-testid="make-acx">
        {TEXTS.make}
      </Button>
    </form>
  );
}
