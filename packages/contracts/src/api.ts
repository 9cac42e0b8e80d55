import { z } from 'zod';

/** Every failed API call answers with this body; `fields` maps a field to its message when a form is at fault. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The `{ success: true, data }` envelope of the spec's answers. */
export const successSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

/** GET /api/health: 200 with status 'ok' while the database answers (the media service is reported, not required). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  mediaService: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;
