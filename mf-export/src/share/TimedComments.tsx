import { formatClock, type ShareComment } from '@reeltalk/contracts';
import { commenterName } from './commentMarkers.ts';
import { SHARE_TEXTS } from './shareTexts.ts';
import './share.css';

interface TimedCommentsProps {
  comments: readonly ShareComment[];
  /** A comment was clicked: play from its time. */
  onSeek: (seconds: number) => void;
}

/**
 * Timed comments (listeners' and, where the reader may see them, members'), earliest moment first as the server orders
 * them; each plays from its time.
 */
export function TimedComments({ comments, onSeek }: TimedCommentsProps) {
  if (comments.length === 0) return <p className="rt-share-muted">{SHARE_TEXTS.noComments}</p>;
  return (
    <ol className="rt-comments" data-testid="comment-list">
      {comments.map((comment) => {
        const clock = formatClock(comment.atSeconds);
        return (
          <li key={comment._id}>
            <button
              type="button"
              className="rt-comment"
              data-testid="comment-item"
              title={SHARE_TEXTS.seekTo(clock)}
              onClick={() => onSeek(comment.atSeconds)}
            >
              <span className="rt-comment__time">{clock}</span>
              <span className="rt-comment__body">
                <span className="rt-comment__name">
                  {commenterName(comment)}
                  {comment.member && <span className="rt-comment__role">{SHARE_TEXTS.member}</span>}
                </span>
                <span className="rt-comment__text">{comment.text}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
