import {
  PRONUNCIATION_SAYINGS,
  PRONUNCIATION_SCOPES,
  pronunciationFormSchema,
  type PronunciationSaying,
  type PronunciationScope,
} from '@reeltalk/contracts';
import { Button, Field, callFailure, useAppDispatch, useSchemaForm } from '@reeltalk/web-kit';
import { useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { narrationStarted } from '../slices/reviewProjectSlice.ts';
import { useHearPronunciationMutation, useSavePronunciationMutation } from './pronunciationApi.ts';
import { PRONUNCIATION_TEXTS as TEXTS } from './texts.ts';

/** What the form starts from: a word of the transcript, or an entry being edited (with its id). */
interface PronunciationDraft {
  id?: string;
  term: string;
  respelling?: string | undefined;
  ipa?: string | undefined;
  scope: PronunciationScope;
}

/** Radio buttons for one of `options`, each labelled by its text. */
function Choices({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: readonly (PronunciationSaying | PronunciationScope)[];
  /** The form's registration of the choice, shared by its radio buttons. */
  registration: ComponentPropsWithRef<'input'>;
}) {
  return (
    <fieldset className="rt-pronunciation-form__choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="rt-pronunciation-form__choice">
          <input type="radio" value={option} {...registration} />
          {TEXTS[option]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A pronunciation's form: the term, how to say it (a respelling, or IPA for those who know it), "Hear it" to listen
 * with the project's voice, and whether it holds for this project or all of the user's. Saving starts the project's
 * narration again when it had been narrated; the review follows it as any other.
 */
export function PronunciationForm({
  projectId,
  draft,
  onDone,
}: {
  projectId: string;
  draft: PronunciationDraft;
  onDone: () => void;
}) {
  const dispatch = useAppDispatch();
  // Checked when saved or heard; a message stays until the next 'Save' or 'Hear it'.
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    watch,
    setFocus,
    setError,
    clearErrors,
    formState: { errors },
  } = useSchemaForm(pronunciationFormSchema, {
    defaultValues: {
      term: draft.term,
      saying: draft.ipa === undefined ? 'respelling' : 'ipa',
      say: draft.ipa ?? draft.respelling ?? '',
      scope: draft.scope,
    },
    reValidateMode: 'onSubmit',
  });
  const [save, { isLoading: saving }] = useSavePronunciationMutation();
  const [hearIt, { isLoading: hearing }] = useHearPronunciationMutation();
  const audio = useRef<HTMLAudioElement>(null);
  const heardUrl = useRef<string | null>(null);
  const ipa = watch('saying') === 'ipa';

  useEffect(() => setFocus('say'), [setFocus]);
  useEffect(
    () => () => {
      if (heardUrl.current) URL.revokeObjectURL(heardUrl.current);
    },
    [],
  );

  // The scope is a choice of two, always one: the form's rules are the entry's, as the server reads it.
  const hear = async () => {
    clearErrors('root');
    if (!(await trigger()) || !audio.current) return;
    const { scope: _scope, ...entry } = pronunciationFormSchema.parse(getValues());
    try {
      const url = await hearIt({ projectId, ...entry }).unwrap();
      if (heardUrl.current) URL.revokeObjectURL(heardUrl.current);
      heardUrl.current = url;
      audio.current.src = url;
      await audio.current.play();
    } catch (error) {
      setError('root.server', { message: callFailure(error) });
    }
  };

  const submit = handleSubmit(async (entry) => {
    try {
      const answer = await save({ id: draft.id, input: { ...entry, projectId } }).unwrap();
      if (answer.jobId) dispatch(narrationStarted(answer.jobId));
      onDone();
    } catch (error) {
      setError('root.server', { message: callFailure(error) });
    }
  });

  return (
    <form
      className="rt-pronunciation-form"
      aria-label={TEXTS.title}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Field label={TEXTS.term} error={errors.term?.message}>
        {(control) => <input {...control} {...register('term')} />}
      </Field>
      <Choices legend={TEXTS.sayItLike} options={PRONUNCIATION_SAYINGS} registration={register('saying')} />
      <Field label={ipa ? TEXTS.ipaField : TEXTS.respellingField} error={errors.say?.message}>
        {(control) => (
          <input
            {...control}
            {...register('say')}
            placeholder={ipa ? TEXTS.ipaExample : TEXTS.respellingExample}
            lang={ipa ? 'und-fonipa' : undefined}
          />
        )}
      </Field>
      <Button variant="secondary" onClick={() => void hear()} disabled={hearing}>
        {hearing ? TEXTS.hearing : TEXTS.hear}
      </Button>
      <audio ref={audio} data-testid="pronunciation-audio" hidden />
      <Choices legend={TEXTS.scope} options={PRONUNCIATION_SCOPES} registration={register('scope')} />
      {errors.root?.server?.message && (
        <p className="rt-pronunciation-form__problem" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="rt-pronunciation-form__actions">
        <Button type="submit" disabled={saving}>
          {saving ? TEXTS.saving : TEXTS.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
