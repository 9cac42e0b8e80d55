import { truncate, type ShareComment } from '@reeltalk/contracts';
import type { PlayerMarker } from '../player/AudiobookPlayer.tsx';
import { SHARE_TEXTS } from './shareTexts.ts';

/** How much of a comment a marker's label carries; the list shows it whole. */
const LABEL_CHARS = 60;

export const commenterName = (comment: Pick<ShareComment, 'name'>): string => comment.name || SHARE_TEXTS.anonymous;

/** Listeners' comments as markers on the player's bar, labelled with who said what. */
export function commentMarkers(comments: readonly ShareComment[]): PlayerMarker[] {
  return comments.map((comment) => ({
    id: comment._id,
    seconds: comment.atSeconds,
    label: `${commenterName(comment)}: ${truncate(comment.text, LABEL_CHARS)}`,
  }));
}
