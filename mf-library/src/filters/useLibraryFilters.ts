import { useEffect, useState } from 'react';
import type { LibraryFilters, LibrarySort, StatusFilter } from '@reeltalk/contracts';

/** How long typing rests before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface LibraryFilterState {
  /** What the search box shows, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  setStatus: (status: StatusFilter) => void;
  setGenres: (genres: readonly string[]) => void;
  /** '' for every project, 'mine' for the user's own, or a publisher's id. */
  setPublisher: (publisher: string) => void;
  setSort: (sort: LibrarySort) => void;
  /** What the server is asked for: the search once typing has rested, the status, genres, publisher and order. */
  applied: LibraryFilters;
  /** Some filter narrows the list (a blank search does not). */
  narrowed: boolean;
}

export function useLibraryFilters(): LibraryFilterState {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [genres, setGenres] = useState<readonly string[]>([]);
  const [publisher, setPublisher] = useState('');
  const [sort, setSort] = useState<LibrarySort>('updated');

  useEffect(() => {
    const trimmed = searchText.trim();
    // Clearing the box shows everything at once; typing waits for a pause.
    if (trimmed === '') {
      setSearch('');
      return undefined;
    }
    const timer = setTimeout(() => setSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    searchText,
    setSearchText,
    setStatus,
    setGenres,
    setPublisher,
    setSort,
    applied: { search, status, genres, ...(publisher && { publisher }), ...(sort !== 'updated' && { sort }) },
    narrowed: search !== '' || status !== 'all' || genres.length > 0,
  };
}
