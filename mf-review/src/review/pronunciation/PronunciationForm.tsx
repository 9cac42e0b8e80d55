import {
  PRONUNCIATION_SCOPES,
  pronunciationInputSchema,
  pronunciationPreviewSchema,
  type PronunciationScope,
} from '@reeltalk/contracts';
import { Button, callFailure, useAppDispatch } from '@reeltalk/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { narrationStarted } from '../slices/reviewProjectSlice.ts';
import { hearPronunciation, useSavePronunciationMutation } from './pronunciationApi.ts';
import { PRONUNCIATION_TEXTS as TEXTS } from './texts.ts';

/** What the form starts from: a word of the transcript, or an entry being edited (with its id). */
interface PronunciationDraft {
  id?: string;
  term: string;
  respelling?: string | undefined;
  ipa?: string | undefined;
  scope: PronunciationScope;
}

const SAYINGS = ['respelling', 'ipa'] as const;
type Saying = (typeof SAYINGS)[number];

/** Radio buttons for one of `options`, each labelled by its text. */
function Choices<Option extends Saying | PronunciationScope>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
}) {
  const name = useId();
  return (
    <fieldset className="rt-pronunciation-form__choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="rt-pronunciation-form__choice">
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {TEXTS[option]}
        </label>
      ))}
    </fieldset>
  );
}

/** The first problem zod found, as the shared rule words it. */
const problemOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

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
  const id = useId();
  const dispatch = useAppDispatch();
  const [term, setTerm] = useState(draft.term);
  const [saying, setSaying] = useState<Saying>(draft.ipa === undefined ? 'respelling' : 'ipa');
  const [say, setSay] = useState(draft.ipa ?? draft.respelling ?? '');
  const [scope, setScope] = useState<PronunciationScope>(draft.scope);
  const [problem, setProblem] = useState<string | null>(null);
  const [hearing, setHearing] = useState(false);
  const [save, { isLoading: saving }] = useSavePronunciationMutation();
  const audio = useRef<HTMLAudioElement>(null);
  const heardUrl = useRef<string | null>(null);
  const sayField = useRef<HTMLInputElement>(null);

  useEffect(() => sayField.current?.focus(), []);
  useEffect(
    () => () => {
      if (heardUrl.current) URL.revokeObjectURL(heardUrl.current);
    },
    [],
  );

  const entry = { term, [saying]: say };

  const hear = async () => {
    const preview = pronunciationPreviewSchema.safeParse({ projectId, ...entry });
    setProblem(problemOf(preview));
    if (!preview.success || !audio.current) return;
    setHearing(true);
    try {
      const url = await dispatch(hearPronunciation(preview.data)).unwrap();
      if (heardUrl.current) URL.revokeObjectURL(heardUrl.current);
      heardUrl.current = url;
      audio.current.src = url;
      await audio.current.play();
    } catch (error) {
      setProblem(typeof error === 'string' ? error : callFailure(error));
    } finally {
      setHearing(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = pronunciationInputSchema.safeParse({ scope, projectId, ...entry });
    setProblem(problemOf(input));
    if (!input.success) return;
    try {
      const answer = await save({ id: draft.id, input: input.data }).unwrap();
      if (answer.jobId) dispatch(narrationStarted(answer.jobId));
      onDone();
    } catch (error) {
      setProblem(callFailure(error));
    }
  };

  return (
    <form className="rt-pronunciation-form" aria-label={TEXTS.title} onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-term`}>{TEXTS.term}</label>
      <input id={`${id}-term`} value={term} onChange={(event) => setTerm(event.target.value)} />
      <Choices legend={TEXTS.sayItLike} options={SAYINGS} value={saying} onChange={setSaying} />
      <label htmlFor={`${id}-say`}>{saying === 'ipa' ? TEXTS.ipaField : TEXTS.respellingField}</label>
      <input
        ref={sayField}
        id={`${id}-say`}
        placeholder={saying === 'ipa' ? TEXTS.ipaExample : TEXTS.respellingExample}
        lang={saying === 'ipa' ? 'und-fonipa' : undefined}
        value={say}
        onChange={(event) => setSay(event.target.value)}
      />
      <Button variant="secondary" onClick={() => void hear()} disabled={hearing}>
        {hearing ? TEXTS.hearing : TEXTS.hear}
      </Button>
      <audio ref={audio} data-testid="pronunciation-audio" hidden />
      <Choices legend={TEXTS.scope} options={PRONUNCIATION_SCOPES} value={scope} onChange={setScope} />
      {problem && (
        <p className="rt-pronunciation-form__problem" role="alert">
          {problem}
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
