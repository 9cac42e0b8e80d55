import { SHARE_LIMITS } from '@reeltalk/contracts';

/** The shared page's own words, beyond the spec's texts (SHARE_MESSAGES in contracts). */
export const SHARED_TEXTS = {
  loading: 'Loading audiobook...',
  downloadHeading: 'Download',
  downloadHint: 'Save the final mix to listen offline.',
  downloadMp3: 'Download MP3',
  downloadWav: 'Download WAV',
  preparing: 'Preparing...',
  feedbackHeading: 'Leave Feedback',
  feedbackHint: 'Pause where something strikes you: your comment is pinned to that moment of the audio.',
  commentAt: (clock: string) => `Comment at ${clock}`,
  name: 'Your name (optional)',
  comment: 'Comment',
  counter: (length: number) => `${length}/${SHARE_LIMITS.commentChars}`,
  submit: 'Post Comment',
  submitting: 'Posting...',
  posted: 'Thank you! Your comment was posted.',
  commentsHeading: 'Comments',
} as const;
