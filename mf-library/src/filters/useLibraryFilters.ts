import { useEffect, useState } from 'react';
import type { LibraryFilters, StatusFilter } from '@reeltalk/contracts';

/** How long typing rests before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface LibraryFilterState {
  /** What the search box shows, as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  setStatus: (status: StatusFilter) => void;
  setGenres: (genres: readonly string[]) => void;
  /** What the server is asked for: the search once typing has rested, the status and the applied genres. */
  applied: LibraryFilters;
  /** Some filter narrows the list (a blank search does not). */
  narrowed: boolean;
}

export function useLibraryFilters(): LibraryFilterState {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [genres, setGenres] = useState<readonly string[]>([]);

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
    applied: { search, status, genres },
    narrowed: search !== '' || status !== 'all' || genres.length > 0,
  };
}
