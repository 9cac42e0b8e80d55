import { describe, expect, it } from 'vitest';
import {
  deleteProjectFailed,
  deleteProjectQuestion,
  LIBRARY_MESSAGES,
  libraryLoadError,
  libraryResultLine,
  STATUS_FILTER_LABELS,
  statusLabel,
} from './library.ts';

describe('statusLabel', () => {
  it.each([
    [0, 'Draft'],
    [1, 'In Progress'],
    [2, 'Complete'],
    [3, 'Unknown'],
    [undefined, 'Unknown'],
  ])('%j → %j', (status, expected) => {
    expect(statusLabel(status)).toBe(expected);
  });

  it('labels the status filter', () => {
    expect(Object.values(STATUS_FILTER_LABELS)).toEqual(['All Status', 'Complete', 'In Progress', 'Draft']);
  });
});

describe('libraryResultLine', () => {
  it.each([
    [4, { search: '', status: 'all', genres: [] }, '4 projects found'],
    [1, { search: '', status: 'all', genres: [] }, '1 project found'],
    [2, { search: ' moon ', status: 'all', genres: [] }, '2 projects found with search "moon"'],
    [0, { search: '', status: 'draft', genres: [] }, '0 projects found with status Draft'],
    [
      3,
      { search: 'moon', status: 'in-progress', genres: ['Drama', 'Sci-Fi'] },
      '3 projects found with search "moon" and status In Progress and genre Drama, Sci-Fi',
    ],
    [5, { search: '', status: 'complete', genres: ['Drama'] }, '5 projects found with status Complete and genre Drama'],
  ] as const)('%i, %j → %j', (count, filters, expected) => {
    expect(libraryResultLine(count, filters)).toBe(expected);
  });
});

describe('library texts', () => {
  it.each([
    [LIBRARY_MESSAGES.title, 'My Library'],
    [LIBRARY_MESSAGES.searchPlaceholder, 'Search projects by title or user...'],
    [LIBRARY_MESSAGES.allGenres, 'All Genres'],
    [LIBRARY_MESSAGES.noMatchTitle, 'No projects found'],
    [LIBRARY_MESSAGES.noMatchHint, 'Try adjusting your search terms, status filter, or genre selection.'],
    [LIBRARY_MESSAGES.noProjects, 'No projects available. Create your first project to get started!'],
    [LIBRARY_MESSAGES.loading, 'Loading projects...'],
    [libraryLoadError('HTTP 500'), 'Error loading projects: HTTP 500'],
    [LIBRARY_MESSAGES.duplicateComingSoon, 'Duplicate functionality coming soon!'],
    [LIBRARY_MESSAGES.deleteTitle, 'Delete Project'],
    [
      deleteProjectQuestion('Moon Tales'),
      'Are you sure you want to delete "Moon Tales"? This action cannot be undone.',
    ],
    [deleteProjectFailed('HTTP 403'), 'Failed to delete project: HTTP 403'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
