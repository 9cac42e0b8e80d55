import { LIBRARY_MESSAGES, STATUS_FILTER_LABELS, STATUS_FILTERS, type StatusFilter } from '@reeltalk/contracts';
import { LineIcon } from '@reeltalk/web-kit';
import { LIBRARY_UI } from '../messages.ts';
import { GenreFilter } from './GenreFilter.tsx';
import type { LibraryFilterState } from './useLibraryFilters.ts';

const SEARCH_ICON = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.35-4.35';
const CLEAR_ICON = 'M6 6l12 12M18 6 6 18';

interface LibraryToolbarProps {
  filters: LibraryFilterState;
  genres: readonly string[];
}

/** Search (title or owner), the status filter and the genre filter, all answered by the server. */
export function LibraryToolbar({ filters, genres }: LibraryToolbarProps) {
  const { searchText, setSearchText, setStatus, setGenres, applied } = filters;
  return (
    <div className="library-toolbar">
      <div className="library-search">
        <span className="library-search__icon">
          <LineIcon path={SEARCH_ICON} size={18} />
        </span>
        <input
          type="search"
          className="library-search__input"
          placeholder={LIBRARY_MESSAGES.searchPlaceholder}
          aria-label={LIBRARY_UI.searchLabel}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        {searchText !== '' && (
          <button
            type="button"
            className="library-search__clear"
            aria-label={LIBRARY_UI.clearSearch}
            onClick={() => setSearchText('')}
          >
            <LineIcon path={CLEAR_ICON} size={16} />
          </button>
        )}
      </div>
      <select
        className="library-select"
        aria-label={LIBRARY_UI.statusLabel}
        value={applied.status}
        onChange={(event) => setStatus(event.target.value as StatusFilter)}
      >
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {STATUS_FILTER_LABELS[status]}
          </option>
        ))}
      </select>
      <GenreFilter options={genres} selected={applied.genres} onApply={setGenres} />
    </div>
  );
}
