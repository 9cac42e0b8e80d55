import { displayTextProblem, hasUnsafeCharacters } from './displayText.ts';

/** Bounds of a project's free-form fields: far beyond what a person writes, small enough to store and show. */
export const FREE_FORM_LIMITS = {
  fullNameChars: 200,
  descriptionChars: 5000,
  genres: 20,
  genreChars: 50,
  settingsDepth: 8,
  settingsBytes: 16 * 1024,
} as const;

export const FREE_FORM_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooManyGenres: `At most ${FREE_FORM_LIMITS.genres} genres`,
  settingsTooDeep: `Settings may nest at most ${FREE_FORM_LIMITS.settingsDepth} levels deep`,
  settingsTooLarge: `Settings must be at most ${FREE_FORM_LIMITS.settingsBytes / 1024} KB`,
  settingsUnsafe: 'Settings contain characters that cannot be stored (control or broken characters).',
} as const;

/** A one-line shown text of at most `max` characters: the message for people, or '' when it is fine. */
export function freeTextProblem(label: string, text: string, max: number, multiline = false): string {
  if (text.length > max) return FREE_FORM_MESSAGES.tooLong(label, max);
  return displayTextProblem(label, text, { multiline });
}

/**
 * Free-form JSON kept for the browser (a project's settings): at most `settingsDepth` levels and `settingsBytes` as
 * JSON, every key and string storable. Walked without recursion, so a body nested thousands deep is refused, not a
 * stack overflow.
 */
export function settingsProblem(settings: unknown): string {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: settings, depth: 1 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string' && hasUnsafeCharacters(value, { multiline: true })) {
      return FREE_FORM_MESSAGES.settingsUnsafe;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > FREE_FORM_LIMITS.settingsDepth) return FREE_FORM_MESSAGES.settingsTooDeep;
    for (const [key, child] of Object.entries(value)) {
      if (hasUnsafeCharacters(key, { multiline: true })) return FREE_FORM_MESSAGES.settingsUnsafe;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  if (new TextEncoder().encode(JSON.stringify(settings)).length > FREE_FORM_LIMITS.settingsBytes) {
    return FREE_FORM_MESSAGES.settingsTooLarge;
  }
  return '';
}
