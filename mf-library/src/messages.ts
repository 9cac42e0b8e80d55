/** The library's own texts beyond the spec's (which live in contracts: LIBRARY_MESSAGES and its helpers). */
export const LIBRARY_UI = {
  searchLabel: 'Search projects',
  clearSearch: 'Clear search',
  statusLabel: 'Filter by status',
  genreLabel: 'Filter by genre',
  cancel: 'Cancel',
  apply: 'Apply',
  options: 'Project options',
  duplicate: 'Duplicate',
  delete: 'Delete',
  deleting: 'Deleting...',
  assign: 'Assign to publisher',
  assigning: 'Assigning...',
  noPublisher: 'No publisher (only you)',
  loadingMore: 'Loading more projects...',
} as const;

export function duplicateFailed(message: string): string {
  return `Failed to duplicate project: ${message}`;
}

export function assignFailed(message: string): string {
  return `Failed to assign project: ${message}`;
}

export function assignQuestion(name: string): string {
  return `Choose the publisher whose members may see "${name}".`;
}

/** The genre filter's button: every genre, or the chosen ones. */
export function genreSummary(genres: readonly string[], allGenres: string): string {
  return genres.length === 0 ? allGenres : genres.join(', ');
}
