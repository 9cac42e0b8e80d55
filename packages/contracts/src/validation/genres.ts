/** Adds a typed genre: trimmed; empty and duplicate entries are ignored. Returns a new list. */
export function addGenre(genres: readonly string[], raw: string): string[] {
  const genre = raw.trim();
  if (genre === '' || genres.includes(genre)) return [...genres];
  return [...genres, genre];
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
