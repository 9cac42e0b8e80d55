import { normaliseText } from './displayText.ts';

/** Two genres differing only in case or Unicode form are one genre. */
const genreKey = (genre: string) => normaliseText(genre).toLowerCase();

/** The genres trimmed and in NFC, without empty entries or repeats (the first spelling is kept). */
export function uniqueGenres(genres: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of genres) {
    const genre = normaliseText(raw.trim());
    if (genre === '' || seen.has(genreKey(genre))) continue;
    seen.add(genreKey(genre));
    unique.push(genre);
  }
  return unique;
}

/** Adds a typed genre: trimmed; empty entries and repeats (in any case) are ignored. Returns a new list. */
export function addGenre(genres: readonly string[], raw: string): string[] {
  return uniqueGenres([...genres, raw]);
}

/**
 * Splits genre input at commas: the parts before the last comma are finished genres, the text after it stays in
 * the input ('Drama, Sci' gives genres ['Drama'] and rest ' Sci').
 */
export function splitGenreInput(raw: string): { genres: string[]; rest: string } {
  const parts = raw.split(',');
  const rest = parts.pop() ?? '';
  return { genres: parts.reduce<string[]>((list, part) => addGenre(list, part), []), rest };
}

/** Backspace on an empty input removes the last genre. */
export function removeLastGenre(genres: readonly string[]): string[] {
  return genres.slice(0, -1);
}
