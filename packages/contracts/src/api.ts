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

/**
 * The spec's envelopes as the browser reads them: each checks the whole answer and gives back the value alone, so an
 * endpoint declares its route's envelope once (`answer: dataAnswer(projectSchema)`) and its callers see no wrapper.
 * The bff builds the same shapes in one place too (bff/src/wire/).
 */
// zod cannot see through a generic object's output; each helper states its value's type.
export const dataAnswer = <T extends z.ZodType>(data: T) =>
  successSchema(data).transform((answer) => (answer as { data: z.output<T> }).data);

/** `{success, [field]}`, e.g. `{success, presignedUrl}`: the field's value. */
export const fieldAnswer = <T extends z.ZodType>(field: string, value: T) =>
  z.object({ success: z.literal(true), [field]: value }).transform((answer) => answer[field] as z.output<T>);

/** `{success}` alone: the route did what was asked and has nothing to show. */
export const doneAnswer = z.object({ success: z.literal(true) }).transform((): void => undefined);

/** GET /api/health: 200 with status 'ok' while the database answers (the media service is reported, not required). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  mediaService: z.enum(['ok', 'unreachable']),
});
export type Health = z.infer<typeof healthSchema>;
