import { z } from 'zod';
import { countWords } from './words.ts';
import { successSchema } from './api.ts';

/**
 * A script version is the whole script as narration units in reading order: the script's title (chapter null, a
 * heading), then each chapter's title (a heading) and paragraphs. The uploaded document is version 1; each saved
 * edit, restore or new take of a paragraph makes a new version. Versions are never changed.
 */
export const SCRIPT_UNIT_MAX_CHARS = 10_000;
const SCRIPT_MAX_UNITS = 20_000;
/** Takes of one unit: 0 is the first reading, each "Regenerate" reads it once more, a little differently. */
export const SCRIPT_TAKE_MAX = 99;

export const scriptUnitSchema = z.strictObject({
  chapter: z.number().int().min(0).nullable(),
  heading: z.boolean(),
  text: z.string().trim().min(1).max(SCRIPT_UNIT_MAX_CHARS),
  take: z.number().int().min(0).max(SCRIPT_TAKE_MAX).default(0),
});
export type ScriptUnit = z.output<typeof scriptUnitSchema>;

export const SCRIPT_EDIT_MESSAGES = {
  stale: 'The script was changed elsewhere. Reload to see the latest version.',
  versionNotFound: 'Script version not found',
  noUnit: 'There is no paragraph at that place in the script.',
  lastTake: `A paragraph can be read at most ${SCRIPT_TAKE_MAX} more times.`,
  titleFirst: "The script's title can only come first.",
  titleHeading: "The script's title must be a heading.",
  chapterOrder: 'Chapters must follow one another in order, starting from the first.',
  headingFirst: "A chapter's title can only come first in its chapter.",
  noWords: 'The script needs at least one word.',
} as const;

/**
 * Why a script cannot be narrated as given, as a sentence for its creator, or null when it can. The title (chapter
 * null) may only be the first unit and is a heading; chapters run 0, 1, 2… without gaps or going back; a chapter's
 * title is only its first unit; and at least one unit has words.
 */
export function scriptProblem(units: readonly Pick<ScriptUnit, 'chapter' | 'heading' | 'text'>[]): string | null {
  let chapter: number | null = null;
  for (const [index, unit] of units.entries()) {
    if (unit.chapter === null) {
      if (index > 0) return SCRIPT_EDIT_MESSAGES.titleFirst;
      if (!unit.heading) return SCRIPT_EDIT_MESSAGES.titleHeading;
      continue;
    }
    const allowed: number[] = chapter === null ? [0] : [chapter, chapter + 1];
    if (!allowed.includes(unit.chapter)) return SCRIPT_EDIT_MESSAGES.chapterOrder;
    if (unit.heading && unit.chapter === chapter) return SCRIPT_EDIT_MESSAGES.headingFirst;
    chapter = unit.chapter;
  }
  return units.some((unit) => countWords(unit.text) > 0) ? null : SCRIPT_EDIT_MESSAGES.noWords;
}

const scriptUnitsSchema = z
  .array(scriptUnitSchema)
  .min(1, SCRIPT_EDIT_MESSAGES.noWords)
  .max(SCRIPT_MAX_UNITS, `A script holds at most ${SCRIPT_MAX_UNITS} paragraphs and titles.`)
  .superRefine((units, context) => {
    const problem = scriptProblem(units);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

/** PUT /api/projects/{id}/script: the edited script, made from the version the creator started from. */
export const saveScriptSchema = z.strictObject({ baseVersionId: z.uuid(), units: scriptUnitsSchema });
export type SaveScript = z.output<typeof saveScriptSchema>;

/** POST /api/projects/{id}/script/regenerate: another take of one unit (its index in the version's units). */
export const regenerateUnitSchema = z.strictObject({
  baseVersionId: z.uuid(),
  unitIndex: z
    .number()
    .int()
    .min(0)
    .max(SCRIPT_MAX_UNITS - 1),
});
export type RegenerateUnit = z.output<typeof regenerateUnitSchema>;

/** The script with another take of the unit at `unitIndex` (the next take number; every other unit as it was). */
export const withAnotherTake = (units: readonly ScriptUnit[], unitIndex: number): ScriptUnit[] =>
  units.map((unit, index) => (index === unitIndex ? { ...unit, take: unit.take + 1 } : unit));

/** The media-service's POST /projects/{projectId}/script-versions: a version's units to store. */
export const mediaScriptVersionSchema = z.strictObject({ units: scriptUnitsSchema });
/** Its answer: where the version is stored (the service names it, by its content). */
export const mediaScriptVersionAnswerSchema = z.object({ scriptKey: z.string() });
/** The media-service's GET /projects/{projectId}/script-units?key=: a document's or a version's units. */
export const mediaScriptUnitsAnswerSchema = z.object({ units: z.array(scriptUnitSchema) });

export const SCRIPT_VERSION_KINDS = ['upload', 'edit', 'restore', 'take'] as const;
export type ScriptVersionKind = (typeof SCRIPT_VERSION_KINDS)[number];

/** One entry of GET /api/projects/{id}/script-versions (newest first). */
export const scriptVersionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(SCRIPT_VERSION_KINDS),
  createdAt: z.string(),
  wordCount: z.number().int(),
  /** The version narrated now. */
  current: z.boolean(),
  /** For a restore: the number of the version it brought back. */
  restoredFrom: z.number().int().optional(),
});
export type ScriptVersionSummary = z.infer<typeof scriptVersionSummarySchema>;

/** GET /api/projects/{id}/script */
export const scriptAnswerSchema = z.object({
  versionId: z.string(),
  number: z.number().int(),
  units: z.array(scriptUnitSchema),
});
export type ScriptAnswer = z.output<typeof scriptAnswerSchema>;

/** GET /api/projects/{id}/script-versions */
export const scriptVersionsAnswerSchema = z.object({ versions: z.array(scriptVersionSummarySchema) });
export type ScriptVersionsAnswer = z.infer<typeof scriptVersionsAnswerSchema>;

/**
 * PUT /api/projects/{id}/script, POST …/script-versions/{versionId}/restore, POST …/script/regenerate: the version
 * now current and the narration reading it (none when a save changed nothing and no narration was needed).
 */
export const scriptChangeAnswerSchema = z.object({
  versionId: z.string(),
  number: z.number().int(),
  jobId: z.string().optional(),
});
export type ScriptChangeAnswer = z.infer<typeof scriptChangeAnswerSchema>;

/** What a narration read again and what it took from earlier readings; part of a completed narration's status. */
export const narrationParagraphCountsSchema = z.object({
  total: z.number().int().min(0),
  synthesized: z.number().int().min(0),
  reused: z.number().int().min(0),
});
export type NarrationParagraphCounts = z.infer<typeof narrationParagraphCountsSchema>;

/** GET /api/narrations/{jobId} as far as the script editor reads it: what a completed narration read again. */
export const narrationCountsAnswerSchema = successSchema(
  z.object({ paragraphs: narrationParagraphCountsSchema.optional() }),
);
