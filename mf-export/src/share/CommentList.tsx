import { ErrorPanel, callFailure } from '@reeltalk/web-kit';
import { TimedComments } from './TimedComments.tsx';
import { SHARE_TEXTS } from './shareTexts.ts';
import { useListenerComments } from './useListenerComments.ts';

/**
 * The export step's 'Comments': what listeners of the project's feedback links and its members left, each playing
 * from its time. Shown only once there is something to show (most projects are never commented on).
 */
export function CommentList({ projectId, onSeek }: { projectId: string; onSeek: (seconds: number) => void }) {
  const { comments, error, refetch } = useListenerComments(projectId);
  if (error) return <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />;
  if (!comments || comments.length === 0) return null;
  return (
    <section className="rt-share-feedback" aria-labelledby="rt-share-feedback-title">
      <h2 id="rt-share-feedback-title" className="rt-share-feedback__title">
        {SHARE_TEXTS.commentsHeading}
      </h2>
      <TimedComments comments={comments} onSeek={onSeek} />
    </section>
  );
}
