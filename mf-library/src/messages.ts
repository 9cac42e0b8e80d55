import type { LibrarySort } from '@reeltalk/contracts';

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
  publisherLabel: 'Show projects of',
  allProjects: 'All projects',
  myProjects: 'My projects',
  publishers: 'Publishers',
  sortLabel: 'Sort by',
} as const;

/** The sort control's options. */
export const SORT_LABELS: Record<LibrarySort, string> = {
  updated: 'Last updated',
  name: 'Name (A–Z)',
};

/** Under a publisher's heading: the reader's level and what it lets them do. */
export function publisherRole(level: string, abilities: string): string {
  return `You are ${level} here: ${abilities}.`;
}

/** A publisher without projects yet, and how projects get there (their owners assign them). */
export function emptyPublisher(name: string): string {
  return `No projects in ${name} yet.`;
}

/** Any member may give their own projects to the publisher; the others' come when their owners do. */
export function emptyPublisherHint(name: string): string {
  return `A project appears here once its owner assigns it to ${name}: in the project's options menu in this library, "Assign to publisher".`;
}

/** The whole library is empty but the user belongs to publishers: where their projects will come from. */
export function sharedProjectsHint(names: readonly string[]): string {
  return `Projects of ${names.join(', ')} appear here once their owners assign them to the publisher.`;
}

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
