import { z } from 'zod';
import { audiobookChapterSchema } from './audiobook.ts';
import { formatClock } from './messages/index.ts';
import { shownTextSchema } from './shownText.ts';
import { validateEmail } from './validation/index.ts';

/** Limits of a share: who it goes to and what the owner writes to them; of a listener's comment and its pace. */
export const SHARE_LIMITS = {
  recipients: 20,
  messageChars: 1000,
  commentChars: 1000,
  commenterNameChars: 80,
  /** Comments one link takes per minute, from everyone holding it together. */
  commentsPerMinute: 10,
} as const;

/** The headers a shared page's calls carry instead of a bearer token. */
export const SHARE_HEADERS = { owner: 'X-Project-Owner', accessKey: 'X-Access-Key' } as const;

const recipientSchema = z.string({ error: 'Each recipient must be an e-mail address' }).superRefine((email, ctx) => {
  const message = validateEmail(email);
  if (message) ctx.addIssue({ code: 'custom', message: `${email.trim() || 'A recipient'}: ${message}` });
});

export const SHARE_REQUEST_MESSAGES = {
  noRecipient: 'Add at least one recipient',
  tooManyRecipients: `At most ${SHARE_LIMITS.recipients} recipients per link`,
  messageTooLong: `The message must be at most ${SHARE_LIMITS.messageChars} characters`,
} as const;

/** POST /api/projects/{id}/share: the recipients (each told by e-mail), a note for them, and whether they may comment. */
export const shareRequestSchema = z.strictObject({
  recipients: z
    .array(recipientSchema, { error: 'recipients must be a list of e-mail addresses' })
    .min(1, SHARE_REQUEST_MESSAGES.noRecipient)
    .max(SHARE_LIMITS.recipients, SHARE_REQUEST_MESSAGES.tooManyRecipients)
    .transform((emails) => [...new Set(emails.map((email) => email.trim().toLowerCase()))]),
  message: z
    .string({ error: 'The message must be text' })
    .max(SHARE_LIMITS.messageChars, SHARE_REQUEST_MESSAGES.messageTooLong)
    .transform((text) => text.trim())
    .optional(),
  /** Recipients may leave comments pinned to a time in the audio (a listener feedback study). */
  feedback: z.boolean({ error: 'feedback must be true or false' }).optional(),
});
export type ShareRequest = z.input<typeof shareRequestSchema>;

/**
 * The share dialog's form, by the request's rules: the recipients made chips so far, each with its own problem (the
 * e-mail rule's words, the chip names the address), the address being typed, the note and the feedback choice.
 */
export const shareFormSchema = z.object({
  recipients: z
    .array(
      z.string().superRefine((email, ctx) => {
        const message = validateEmail(email);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    )
    .min(1, SHARE_REQUEST_MESSAGES.noRecipient)
    .max(SHARE_LIMITS.recipients, SHARE_REQUEST_MESSAGES.tooManyRecipients),
  draft: z.string(),
  message: z.string().max(SHARE_LIMITS.messageChars, SHARE_REQUEST_MESSAGES.messageTooLong),
  feedback: z.boolean(),
});
export type ShareForm = z.input<typeof shareFormSchema>;

/** A share link as its owner sees it; its access key is shown once, when it is made, and never kept. */
export const shareLinkSchema = z.object({
  _id: z.uuid(),
  recipients: z.array(z.string()),
  message: z.string().nullable(),
  feedback: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /api/projects/{id}/share answer (201): the link, and its address with the key, to copy now or never. */
export const createdShareSchema = z.object({ link: shareLinkSchema, url: z.url() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** GET /api/projects/{id}/share-view: only what a listener may see of the project, the final mix and the summary. */
export const sharedProjectSchema = z.object({
  audio_stems: z.object({
    mix: z.string().nullable(),
    /** The WAV of the same mix, once made: the page then offers it as a download too. */
    mix_wav: z.string().nullable().optional(),
    vocal_duration: z.number().nullable(),
    /** The audiobook's chapters (titles and times, no text): the page lists them and jumps to them. */
    chapters: z.array(audiobookChapterSchema).nullable().optional(),
  }),
  projectDetails: z.object({
    name: z.string(),
    title: z.string().nullable(),
    coverArt: z.string().nullable(),
    /** The cover's expiring address (the page shows it; a listener cannot presign keys). */
    coverArtUrl: z.string().nullable().optional(),
    voice: z.string(),
    emotions: z.array(z.string()),
    musicZoneCount: z.number().int(),
    duration: z.number().nullable(),
  }),
  /** The link takes comments. */
  feedback: z.boolean(),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;

/** GET /api/projects/{id}/share-view answer; a missing project is told apart from a link that does not open. */
export const sharedProjectAnswerSchema = z.object({ project: sharedProjectSchema.nullish() });

/** POST /api/audio/presigned-url-share answer: an expiring address of the shared file. */
export const sharedAudioAnswerSchema = z.object({ presignedUrl: z.string() });

/** POST /api/audio/presigned-url-share: the shared mix's key, and whose project it is (the key is in X-Access-Key). */
export const sharedAudioRequestSchema = z.strictObject({
  s3Key: z.string({ error: 's3Key is required' }).min(1, 's3Key is required'),
  projectId: z.uuid({ error: 'projectId must be a project id' }),
  ownerUserId: z.string({ error: 'ownerUserId is required' }).min(1, 'ownerUserId is required'),
  /** The address downloads the file (Content-Disposition: attachment) under the audio title's name. */
  download: z.boolean({ error: 'download must be true or false' }).optional(),
});

/** POST /api/projects/{id}/share-view/comments: a listener's comment pinned to a time in the audio. */
export const newShareCommentSchema = z.strictObject({
  /** Checked against the shared audio's length by the server (commentTimeProblem). */
  atSeconds: z.number({ error: 'atSeconds must be a number of seconds' }).min(0, 'atSeconds cannot be negative'),
  name: shownTextSchema('The name', SHARE_LIMITS.commenterNameChars).optional(),
  text: shownTextSchema('The comment', SHARE_LIMITS.commentChars, true).pipe(
    z.string().min(1, 'Write a comment first'),
  ),
});
export type NewShareComment = z.input<typeof newShareCommentSchema>;

/**
 * The message for a comment pinned outside the shared audio, '' when it lies within it. The audio is the narration's
 * length (`vocal_duration`; none yet: only the start); its last second counts whole, because the page pins comments
 * to whole seconds of a player whose MP3 may run a few milliseconds past the narration.
 */
export function commentTimeProblem(atSeconds: number, durationSeconds: number | null): string {
  const end = Math.ceil(durationSeconds ?? 0);
  if (atSeconds >= 0 && atSeconds <= end) return '';
  return `A comment must be pinned to a time within the audio, between ${formatClock(0)} and ${formatClock(end)}.`;
}

/**
 * POST /api/projects/{id}/comments: a member's comment (anyone who may play the project), pinned to a time in the
 * audio with a listener's limits; it is signed with the member's own name, so it carries none.
 */
export const newMemberCommentSchema = newShareCommentSchema.omit({ name: true });
export type NewMemberComment = z.input<typeof newMemberCommentSchema>;

/**
 * A timed comment as those who may play the project (and a feedback link's listeners) see it. `name` is the
 * listener's own (null: anonymous) or, with `member`, the full name of the member who left it.
 */
export const shareCommentSchema = z.object({
  _id: z.uuid(),
  atSeconds: z.number(),
  name: z.string().nullable(),
  /** Left by a member of the project (its owner or a publisher's member), not a listener of a link. */
  member: z.boolean(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ShareComment = z.infer<typeof shareCommentSchema>;
