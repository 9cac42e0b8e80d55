import { z } from 'zod';
import { ipaToEspeak } from './pronunciationIpa.ts';
import { prosodySchema } from './voice.ts';
import { bareWords } from './words.ts';

/**
 * A pronunciation says how a word or phrase (the term) is to be read: by a respelling in plain letters ("kwail") or by
 * IPA ("kweɪl"), never both. Scope 'project' holds for one project, 'user' for all of the user's projects; a project
 * entry wins over a user entry of the same term.
 */
const PRONUNCIATION_TERM_MAX = 100;
const PRONUNCIATION_SAY_MAX = 200;
/** Entries a scope holds; a project's merged dictionary (its own and its user's) holds at most twice that. */
export const PRONUNCIATIONS_MAX = 500;
export const PRONUNCIATION_SCOPES = ['project', 'user'] as const;
export type PronunciationScope = (typeof PRONUNCIATION_SCOPES)[number];

export const PRONUNCIATION_MESSAGES = {
  sayOne: 'Give either a respelling or IPA, not both.',
  noWords: 'The term needs at least one word.',
  notFound: 'Pronunciation not found',
  full: `A dictionary holds at most ${PRONUNCIATIONS_MAX} pronunciations.`,
  duplicate: (term: string) => `There is already a pronunciation for "${term}".`,
  unknownIpa: (symbols: readonly string[]) =>
    `These IPA symbols cannot be spoken: ${symbols.join(' ')}. Use a respelling instead, or other symbols.`,
  noSounds: 'The IPA has no sounds to say.',
} as const;

const term = z
  .string()
  .trim()
  .min(1)
  .max(PRONUNCIATION_TERM_MAX)
  .refine((value) => termWords(value).length > 0, PRONUNCIATION_MESSAGES.noWords);
const say = z.string().trim().min(1).max(PRONUNCIATION_SAY_MAX);
// IPA is refused when it holds a symbol the narration cannot say, naming each such symbol.
const ipa = say.superRefine((value, context) => {
  const { words, unknown } = ipaToEspeak(value);
  if (unknown.length > 0) context.addIssue({ code: 'custom', message: PRONUNCIATION_MESSAGES.unknownIpa(unknown) });
  else if (words.length === 0) context.addIssue({ code: 'custom', message: PRONUNCIATION_MESSAGES.noSounds });
});

const exactlyOneSay = (entry: { respelling?: string | undefined; ipa?: string | undefined }) =>
  (entry.respelling === undefined) !== (entry.ipa === undefined);

/** A body naming a term and how to say it (a respelling or IPA, exactly one), with `fields` besides. */
const sayingSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z
    .strictObject({ ...fields, term, respelling: say.optional(), ipa: ipa.optional() })
    // TypeScript cannot see through the generic object's output that it has both optional fields.
    .refine((entry) => exactlyOneSay(entry as Parameters<typeof exactlyOneSay>[0]), PRONUNCIATION_MESSAGES.sayOne);

/** One entry of a dictionary as narration takes it: the term and how to say it. */
export const pronunciationEntrySchema = sayingSchema({});
export type PronunciationEntry = z.output<typeof pronunciationEntrySchema>;
export const pronunciationDictionarySchema = z.array(pronunciationEntrySchema).max(2 * PRONUNCIATIONS_MAX);

/** The media-service's POST /pronunciations/preview: the term read with this voice, reading and pronunciation. */
export const mediaPronunciationPreviewSchema = sayingSchema({
  voice: z.string().min(1).max(100),
  prosody: prosodySchema,
});
export type MediaPronunciationPreview = z.input<typeof mediaPronunciationPreviewSchema>;

/** POST /api/pronunciations and PUT /api/pronunciations/:pronunciationId. */
export const pronunciationInputSchema = sayingSchema({
  scope: z.enum(PRONUNCIATION_SCOPES),
  // The project being reviewed: re-narrated after the change, also for a 'user' entry.
  projectId: z.string(),
});
export type PronunciationInput = z.output<typeof pronunciationInputSchema>;

/** GET /api/pronunciations/preview?…: the term read with the project's voice and reading and this pronunciation. */
export const pronunciationPreviewSchema = sayingSchema({ projectId: z.string() });
export type PronunciationPreview = z.output<typeof pronunciationPreviewSchema>;

/** How the pronunciation form says the term: by a respelling, or by IPA for those who know it. */
export const PRONUNCIATION_SAYINGS = ['respelling', 'ipa'] as const;
export type PronunciationSaying = (typeof PRONUNCIATION_SAYINGS)[number];

/**
 * The pronunciation form, by the entry's rules: the term, which way it is said and what was typed for it (checked as
 * a respelling or as IPA), and the scope. Its output is the entry with its scope; "Hear it" checks it the same way.
 */
export const pronunciationFormSchema = z
  .object({ term, saying: z.enum(PRONUNCIATION_SAYINGS), say: z.string(), scope: z.enum(PRONUNCIATION_SCOPES) })
  .superRefine(({ saying, say: text }, ctx) => {
    const checked = (saying === 'ipa' ? ipa : say).safeParse(text);
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['say'], message: issue.message });
  })
  .transform(({ term: checkedTerm, saying, say: text, scope }) =>
    saying === 'ipa'
      ? { scope, term: checkedTerm, ipa: text.trim() }
      : { scope, term: checkedTerm, respelling: text.trim() },
  );
export type PronunciationForm = z.input<typeof pronunciationFormSchema>;

export const pronunciationSchema = z.object({
  id: z.string(),
  scope: z.enum(PRONUNCIATION_SCOPES),
  term: z.string(),
  respelling: z.string().optional(),
  ipa: z.string().optional(),
  createdAt: z.string(),
});
export type Pronunciation = z.infer<typeof pronunciationSchema>;

/** GET /api/pronunciations?projectId=… */
export const pronunciationsAnswerSchema = z.object({
  project: z.array(pronunciationSchema),
  user: z.array(pronunciationSchema),
});
export type PronunciationsAnswer = z.infer<typeof pronunciationsAnswerSchema>;

/** POST, PUT and DELETE answer the entry and the re-narration they started, when the project had been narrated. */
export const pronunciationChangeAnswerSchema = z.object({
  pronunciation: pronunciationSchema.optional(),
  jobId: z.string().optional(),
});
export type PronunciationChangeAnswer = z.infer<typeof pronunciationChangeAnswerSchema>;

// Apostrophes of any kind are one, so "O’Brien" matches an entry typed as "O'Brien".
const normalWord = (word: string) =>
  word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2019\u02bc]/g, "'");
const termWords = (value: string) => bareWords(value).map((word) => normalWord(word.text));

/** The key under which two terms are the same entry (case, apostrophes and spacing do not count). */
export function termKey(value: string): string {
  return termWords(value).join(' ');
}

/** One dictionary for a project: its own entries over the user's entries of the same term. */
export function mergePronunciations<Entry extends { term: string }>(
  project: readonly Entry[],
  user: readonly Entry[],
): Entry[] {
  const merged = new Map<string, Entry>();
  for (const entry of [...user, ...project]) merged.set(termKey(entry.term), entry);
  return [...merged.values()];
}

/** Where an entry's term is said in a text: the words from `start` to `end` (UTF-16 indices, without punctuation). */
interface PronunciationOccurrence<Entry> {
  entry: Entry;
  start: number;
  end: number;
}

/**
 * Where the entries' terms occur in a text: whole words (by the word rule of words.ts), case-insensitively, a phrase
 * as consecutive words. Occurrences do not overlap; at each word the longest term wins.
 */
export function pronunciationOccurrences<Entry extends { term: string }>(
  text: string,
  entries: readonly Entry[],
): Array<PronunciationOccurrence<Entry>> {
  const words = bareWords(text);
  const keys = words.map((word) => normalWord(word.text));
  const terms = entries
    .map((entry) => ({ entry, words: termWords(entry.term) }))
    .filter((candidate) => candidate.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const occurrences: Array<PronunciationOccurrence<Entry>> = [];
  for (let index = 0; index < words.length;) {
    const found = terms.find((candidate) => candidate.words.every((word, offset) => keys[index + offset] === word));
    if (!found) {
      index += 1;
      continue;
    }
    const last = words[index + found.words.length - 1]!;
    occurrences.push({ entry: found.entry, start: words[index]!.start, end: last.end });
    index += found.words.length;
  }
  return occurrences;
}

/** The entries whose term occurs in a text, sorted by term: what a unit's reading (and its cache key) depends on. */
export function pronunciationsIn<Entry extends { term: string }>(text: string, entries: readonly Entry[]): Entry[] {
  const found = new Set(pronunciationOccurrences(text, entries).map((occurrence) => occurrence.entry));
  return [...found].sort((a, b) =>
    termKey(a.term) < termKey(b.term) ? -1 : termKey(a.term) > termKey(b.term) ? 1 : 0,
  );
}
