import { STATUS, type StatusFilter } from '../limits.ts';
import type { LibrarySort } from '../library.ts';

export const LIBRARY_MESSAGES = {
  title: 'My Library',
  searchPlaceholder: 'Search projects by title or user...',
  allGenres: 'All Genres',
  noMatchTitle: 'No projects found',
  noMatchHint: 'Try adjusting your search terms, status filter, or genre selection.',
  noProjects: 'No projects available. Create your first project to get started!',
  loading: 'Loading projects...',
  duplicateComingSoon: 'Duplicate functionality coming soon!',
  deleteTitle: 'Delete Project',
} as const;

const STATUS_LABELS: Record<number, string> = {
  [STATUS.DRAFT]: 'Draft',
  [STATUS.IN_PROGRESS]: 'In Progress',
  [STATUS.COMPLETE]: 'Complete',
};

/** A project's status tag; an unknown number shows 'Unknown'. */
export function statusLabel(status: number | null | undefined): string {
  return (status !== null && status !== undefined && STATUS_LABELS[status]) || 'Unknown';
}

/** The status filter's options, in the spec's order. */
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All Status',
  complete: 'Complete',
  'in-progress': 'In Progress',
  draft: 'Draft',
};

export interface LibraryFilters {
  search: string;
  status: StatusFilter;
  genres: readonly string[];
  /** The caller's own projects ('mine'), one publisher's (its id), or all of them (absent). */
  publisher?: string;
  /** Absent: the latest change first. */
  sort?: LibrarySort;
}

/** '{n} projects found', then ' with search … and status … and genre …' for each filter in use. */
export function libraryResultLine(count: number, filters: LibraryFilters): string {
  const clauses: string[] = [];
  const search = filters.search.trim();
  if (search !== '') clauses.push(`search "${search}"`);
  if (filters.status !== 'all') clauses.push(`status ${STATUS_FILTER_LABELS[filters.status]}`);
  if (filters.genres.length > 0) clauses.push(`genre ${filters.genres.join(', ')}`);
  const found = `${count} ${count === 1 ? 'project' : 'projects'} found`;
  return clauses.length === 0 ? found : `${found} with ${clauses.join(' and ')}`;
}

export function libraryLoadError(message: string): string {
  return `Error loading projects: ${message}`;
}

export function deleteProjectQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

export function deleteProjectFailed(message: string): string {
  return `Failed to delete project: ${message}`;
}
