import {
  LIBRARY_MESSAGES,
  LIBRARY_SORTS,
  publisherName,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type LibrarySort,
  type PublisherMembership,
  type StatusFilter,
} from '@reeltalk/contracts';
import { LineIcon } from '@reeltalk/web-kit';
import { LIBRARY_UI, SORT_LABELS } from '../messages.ts';
import { GenreFilter } from './GenreFilter.tsx';
import type { LibraryFilterState } from './useLibraryFilters.ts';

const SEARCH_ICON = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.35-4.35';
const CLEAR_ICON = 'M6 6l12 12M18 6 6 18';

interface LibraryToolbarProps {
  filters: LibraryFilterState;
  genres: readonly string[];
  /** The publishers the user belongs to: each is a choice of the publisher filter. */
  memberships: readonly PublisherMembership[];
}

/**
 * Search (title or owner), whose projects (all, the user's own, one publisher's), the status and genre filters and
 * the order, all answered by the server.
 */
export function LibraryToolbar({ filters, genres, memberships }: LibraryToolbarProps) {
  const { searchText, setSearchText, setStatus, setGenres, setPublisher, setSort, applied } = filters;
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
      {memberships.length > 0 && (
        <select
          className="library-select"
          aria-label={LIBRARY_UI.publisherLabel}
          value={applied.publisher ?? ''}
          onChange={(event) => setPublisher(event.target.value)}
        >
          <option value="">{LIBRARY_UI.allProjects}</option>
          <option value="mine">{LIBRARY_UI.myProjects}</option>
          <optgroup label={LIBRARY_UI.publishers}>
            {memberships.map(({ publisherId }) => (
              <option key={publisherId._id} value={publisherId._id}>
                {publisherName(publisherId.name)}
              </option>
            ))}
          </optgroup>
        </select>
      )}
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
      <select
        className="library-select"
        aria-label={LIBRARY_UI.sortLabel}
        value={applied.sort ?? 'updated'}
        onChange={(event) => setSort(event.target.value as LibrarySort)}
      >
        {LIBRARY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
