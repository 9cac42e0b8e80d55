import { formatClock, newShareCommentSchema, SHARE_LIMITS, type NewShareComment } from '@reeltalk/contracts';
import { Button, callFailure } from '@reeltalk/web-kit';
import { useId, useState, type FormEvent } from 'react';
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

/**
 * A timed comment pinned to the player's current time: a listener's on a feedback link (the name may stay empty), or
 * a member's on the project's listening view.
 */
export function CommentForm({ atSeconds, askName, post, postedText = SHARED_TEXTS.posted }: CommentFormProps) {
  const nameId = useId();
  const textId = useId();
  const counterId = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<{ problem: boolean; text: string } | null>(null);
  const [posting, setPosting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The time as the listener saw it on the clock, not the instant the request leaves.
    const comment = { atSeconds: Math.floor(atSeconds), name: (askName && name.trim()) || undefined, text };
    const checked = newShareCommentSchema.safeParse(comment);
    if (!checked.success) return setNotice({ problem: true, text: checked.error.issues[0]?.message ?? '' });
    setPosting(true);
    const answer = await post(comment);
    setPosting(false);
    if (answer.error) return setNotice({ problem: true, text: callFailure(answer.error) });
    setText('');
    setNotice({ problem: false, text: postedText });
  };

  return (
    <form className="rt-comment-form" data-testid="comment-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="rt-comment-form__at">{SHARED_TEXTS.commentAt(formatClock(atSeconds))}</p>
      {askName && (
        <div className="rt-shared-field">
          <label htmlFor={nameId}>{SHARED_TEXTS.name}</label>
          <input
            id={nameId}
            data-testid="comment-name"
            autoComplete="name"
            maxLength={SHARE_LIMITS.commenterNameChars}
            value={name}
            disabled={posting}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      )}
      <div className="rt-shared-field">
        <label htmlFor={textId}>{SHARED_TEXTS.comment}</label>
        <textarea
          id={textId}
          data-testid="comment-text"
          rows={3}
          maxLength={SHARE_LIMITS.commentChars}
          aria-describedby={counterId}
          value={text}
          disabled={posting}
          onChange={(event) => {
            setText(event.target.value);
            setNotice(null);
          }}
        />
        <span id={counterId} className="rt-shared-field__counter" data-testid="comment-counter">
          {SHARED_TEXTS.counter(text.length)}
        </span>
      </div>
      {notice && (
        <p className={notice.problem ? 'rt-shared-error' : 'rt-shared-ok'} role={notice.problem ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <Button type="submit" data-testid="comment-submit" disabled={posting || text.trim() === ''}>
        {posting ? SHARED_TEXTS.submitting : SHARED_TEXTS.submit}
      </Button>
    </form>
  );
}
