/**
 * Text people type that others see (names, titles, genres, descriptions): what can be shown and stored safely.
 * Text is kept in Unicode NFC, so the same name typed on two systems is one name.
 */

/** An unpaired UTF-16 surrogate: not a character, and refused by the database. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings, overrides and isolates reorder the text around them: a name could show as something it is not. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Control characters (NUL included); multi-line text keeps its tab and line breaks. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;
/** Characters that draw nothing: spaces, format characters (zero-width ones among them) and Hangul fillers. */
const INVISIBLE = /[\s\p{Cf}\p{Mn}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export const TEXT_MESSAGES = {
  unsafe: (label: string) =>
    `${label} contains characters that cannot be shown (control, text-direction or broken characters). Please remove them.`,
  invisible: (label: string) => `${label} must contain visible characters`,
} as const;

interface DisplayTextRule {
  /** Keeps tab and line breaks (a description); names are one line. */
  multiline?: boolean;
}

export const normaliseText = (text: string): string => text.normalize('NFC');

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

/**
 * One line of text made showable, for text we did not see typed (a sign-in provider's name): in NFC, broken
 * characters, text-direction and format characters dropped, every run of spaces, line breaks and other control
 * characters one space, trimmed.
 */
export function showableLine(text: string): string {
  return text
    .replace(LONE_SURROGATES, '')
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/** True when the text has a lone surrogate: it cannot be stored (Postgres) or encoded as UTF-8. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** True when the text has characters that cannot be shown or stored: lone surrogates, bidi controls, controls. */
export function hasUnsafeCharacters(text: string, { multiline = false }: DisplayTextRule = {}): boolean {
  return LONE_SURROGATE.test(text) || BIDI_CONTROL.test(text) || (multiline ? CONTROL_BUT_LAYOUT : CONTROL).test(text);
}

/** True when the text is not empty but nothing of it would show. */
function isInvisible(text: string): boolean {
  return text !== '' && text.replace(INVISIBLE, '') === '';
}

/** The message for people when `text` cannot be a shown text of this kind; '' when it can. Empty text passes. */
export function displayTextProblem(label: string, text: string, rule: DisplayTextRule = {}): string {
  if (hasUnsafeCharacters(text, rule)) return TEXT_MESSAGES.unsafe(label);
  if (isInvisible(text)) return TEXT_MESSAGES.invisible(label);
  return '';
}
