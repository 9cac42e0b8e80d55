import { z } from 'zod';
import { JOB_STATES } from './jobs.ts';
import { FULL_NAME_MESSAGES, validateFullName } from './validation/fullName.ts';

/**
 * PATCH /api/users/profile: only the full name changes, by the sign-up rules (validateFullName, the form's own
 * messages). The name is stored trimmed, as the form shows it.
 */
export const profileUpdateSchema = z.strictObject({
  fullName: z
    .string({ error: FULL_NAME_MESSAGES.required })
    .superRefine((value, ctx) => {
      const message = validateFullName(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Every stored avatar is re-encoded to a PNG square of this many pixels a side. */
export const AVATAR_SIZE_PX = 256;

/** POST /api/users/avatar data: a presigned address of the new avatar. */
export const avatarUploadedSchema = z.object({ url: z.string() });
export type AvatarUploaded = z.infer<typeof avatarUploadedSchema>;

/** POST /api/users/me/export answers 202 with this data; the browser then polls the export by its id. */
export const accountExportStartedSchema = z.object({ exportId: z.string() });

/** GET /api/users/me/export/{exportId} data: how the ZIP of the user's data is coming along. */
export const accountExportStatusSchema = z.object({
  status: z.enum(JOB_STATES),
  /** 0 to 100, following the bytes written. */
  percent: z.number(),
  /** What the export is doing now, for people. */
  stage: z.string(),
  /** A presigned address of the ZIP (it downloads under a file name); null until completed. */
  url: z.string().nullable(),
  /** Why it failed, for people; null unless status is 'failed'. */
  error: z.string().nullable(),
});
export type AccountExportStatus = z.infer<typeof accountExportStatusSchema>;

/** DELETE /api/users/me needs a sign-in this recent (the browser re-authenticates first). */
export const ACCOUNT_DELETE_RECENT_SIGN_IN_SECONDS = 5 * 60;

export const ACCOUNT_DELETE_MESSAGES = {
  signInAgain: 'Please sign in again to delete your account.',
} as const;
