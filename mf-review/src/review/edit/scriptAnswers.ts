import {
  narrationParagraphCountsSchema,
  SCRIPT_VERSION_KINDS,
  scriptUnitSchema,
  successSchema,
  type NarrationParagraphCounts,
  type ScriptAnswer,
  type ScriptChangeAnswer,
  type ScriptVersionsAnswer,
} from '@reeltalk/contracts';
import { z } from 'zod';

/**
 * The script routes' answers as the browser checks them; each is typed by its contract's interface, so the two cannot
 * drift apart.
 */
export const scriptAnswerSchema: z.ZodType<ScriptAnswer> = z.object({
  versionId: z.string(),
  number: z.number().int(),
  units: z.array(scriptUnitSchema),
});

export const scriptVersionsAnswerSchema: z.ZodType<ScriptVersionsAnswer> = z.object({
  versions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      kind: z.enum(SCRIPT_VERSION_KINDS),
      createdAt: z.string(),
      wordCount: z.number().int(),
      current: z.boolean(),
      restoredFrom: z.number().int().optional(),
    }),
  ),
});

export const scriptChangeAnswerSchema: z.ZodType<ScriptChangeAnswer> = z.object({
  versionId: z.string(),
  number: z.number().int(),
  jobId: z.string().optional(),
});

/** GET /api/narrations/:jobId, as far as the editor reads it: what a completed narration read again. */
export const narrationCountsAnswerSchema: z.ZodType<{ data: { paragraphs?: NarrationParagraphCounts } }> =
  successSchema(z.object({ paragraphs: narrationParagraphCountsSchema.optional() }));
