import { z } from 'zod';
import { freeTextProblem, normaliseText } from './validation/index.ts';

/**
 * A text people type that others see (a title, a genre, a listener's name or comment): at most `max` characters,
 * showable by the rule of validation/displayText.ts (no control characters, text-direction overrides or lone
 * surrogates; `multiline` keeps tab and line breaks), stored trimmed and in NFC. Empty text passes: required texts
 * add their own check.
 */
export const shownTextSchema = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label} must be text` })
    .superRefine((text, ctx) => {
      const message = freeTextProblem(label, text, max, multiline);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((text) => normaliseText(text.trim()));
