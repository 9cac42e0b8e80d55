import { ErrorPanel, callFailure } from '@reeltalk/web-kit';
import type { ShareComment } from '@reeltalk/contracts';
import { TimedComments } from '../share/TimedComments.tsx';
import { CommentForm } from './CommentForm.tsx';
import { useAddSharedCommentMutation } from './sharedApi.ts';
import type { SharedLink } from './sharedLink.ts';
import { SHARED_TEXTS } from './sharedTexts.ts';

interface SharedFeedbackProps {
  link: SharedLink;
  comments: readonly ShareComment[] | undefined;
  commentsError: unknown;
  atSeconds: number;
  onSeek: (seconds: number) => void;
}

/** A feedback link's part of the shared page: the comment form at the player's time, and what listeners said. */
export function SharedFeedback({ link, comments, commentsError, atSeconds, onSeek }: SharedFeedbackProps) {
  const [addComment] = useAddSharedCommentMutation();
  return (
    <section className="rt-shared-card" aria-labelledby="rt-shared-feedback-title">
      <h2 id="rt-shared-feedback-title" className="rt-shared-card__title">
        {SHARED_TEXTS.feedbackHeading}
      </h2>
      <p className="rt-shared-muted">{SHARED_TEXTS.feedbackHint}</p>
      <CommentForm askName atSeconds={atSeconds} post={(comment) => addComment({ link, comment })} />
      <h3 className="rt-shared-card__subtitle">{SHARED_TEXTS.commentsHeading}</h3>
      {commentsError ? (
        <ErrorPanel message={callFailure(commentsError)} />
      ) : (
        comments && <TimedComments comments={comments} onSeek={onSeek} />
      )}
    </section>
  );
}
