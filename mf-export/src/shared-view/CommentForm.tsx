import { formatClock, newShareCommentSchema, SHARE_LIMITS, type NewShareComment } from '@reeltalk/contracts';
import { Button, Field, callFailure, useSchemaForm } from '@reeltalk/web-kit';
import { useEffect, useId } from 'react';
import { SHARED_TEXTS } from './sharedTexts.ts';

interface CommentFormProps {
  /** Where the player is now: the comment is pinned there. */
  atSeconds: number;
  /** Ask for a name: a listener's, who is no user of ours (a member's comment carries their account's). */
  askName: boolean;
  /** Sends the comment; answers the failure, if any (RTK Query's mutation result). */
  post: (comment: NewShareComment) => Promise<{ error?: unknown }>;
  /** Said once it is posted. */
  postedText?: string;
}

const EMPTY: NewShareComment = { atSeconds: 0, name: '', text: '' };

/**
 * A timed comment pinned to the player's current time: a listener's on a feedback link (the name may stay empty), or
 * a member's on the project's listening view.
 */
export function CommentForm({ atSeconds, askName, post, postedText = SHARED_TEXTS.posted }: CommentFormProps) {
  const counterId = useId();
  // Checked when posted; a new word in the comment clears what was said about the last one.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting, isSubmitSuccessful, isDirty, submitCount },
  } = useSchemaForm(newShareCommentSchema, { defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const text = watch('text');

  const submit = handleSubmit(async () => {
    const { atSeconds: at, name = '', text: written } = getValues();
    // What was written is sent (the server checks it again); a listener's empty name is none.
    const answer = await post({ atSeconds: at, name: (askName && name.trim()) || undefined, text: written });
    if (answer.error) setError('root', { message: callFailure(answer.error) });
  });

  // A posted comment empties the box, once its submission is over (a reset during it would cancel its outcome).
  useEffect(() => {
    if (isSubmitSuccessful) reset({ ...getValues(), text: '' }, { keepIsSubmitSuccessful: true });
  }, [isSubmitSuccessful, submitCount, reset, getValues]);

  const problem =
    errors.root?.message ?? errors.name?.message ?? errors.text?.message ?? errors.atSeconds?.message ?? '';
  const notice = problem
    ? { problem: true, text: problem }
    : isSubmitSuccessful && !isDirty
      ? { problem: false, text: postedText }
      : null;

  return (
    <form
      className="rt-comment-form"
      data-testid="comment-form"
      onSubmit={(event) => {
        // The time as the listener saw it on the clock, not the instant the request leaves.
        setValue('atSeconds', Math.floor(atSeconds));
        void submit(event);
      }}
      noValidate
    >
      <p className="rt-comment-form__at">{SHARED_TEXTS.commentAt(formatClock(atSeconds))}</p>
      {askName && (
        <Field label={SHARED_TEXTS.name}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              data-testid="comment-name"
              autoComplete="name"
              maxLength={SHARE_LIMITS.commenterNameChars}
              disabled={isSubmitting}
            />
          )}
        </Field>
      )}
      <Field label={SHARED_TEXTS.comment}>
        {(control) => (
          <>
            <textarea
              {...control}
              {...register('text', { onChange: () => clearErrors() })}
              data-testid="comment-text"
              rows={3}
              maxLength={SHARE_LIMITS.commentChars}
              aria-describedby={counterId}
              disabled={isSubmitting}
            />
            <span id={counterId} className="rt-shared-field__counter" data-testid="comment-counter">
              {SHARED_TEXTS.counter(text.length)}
            </span>
          </>
        )}
      </Field>
      {notice && (
        <p className={notice.problem ? 'rt-shared-error' : 'rt-shared-ok'} role={notice.problem ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <Button type="submit" data-testid="comment-submit" disabled={isSubmitting || text.trim() === ''}>
        {isSubmitting ? SHARED_TEXTS.submitting : SHARED_TEXTS.submit}
      </Button>
    </form>
  );
}
