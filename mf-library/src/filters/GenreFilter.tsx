import { useState } from 'react';
import { LIBRARY_MESSAGES } from '@reeltalk/contracts';
import { Button, LineIcon, useDismiss } from '@reeltalk/web-kit';
import { genreSummary, LIBRARY_UI } from '../messages.ts';

const CHEVRON = 'M6 9l6 6 6-6';

interface GenreFilterProps {
  /** Every genre of the visible library. */
  options: readonly string[];
  /** The genres applied to the list; none is 'All Genres'. */
  selected: readonly string[];
  onApply: (genres: readonly string[]) => void;
}

/**
 * The multi-select genre filter: ticks are only a draft until Apply; Cancel (or a click elsewhere, or Escape) drops
 * them.
 * 'All Genres' clears the choice.
 */
export function GenreFilter({ options, selected, onApply }: GenreFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly string[]>(selected);
  const root = useDismiss<HTMLDivElement>(open, () => setOpen(false));

  const toggleOpen = () => {
    setDraft(selected);
    setOpen(!open);
  };
  const toggle = (genre: string) =>
    setDraft(draft.includes(genre) ? draft.filter((chosen) => chosen !== genre) : [...draft, genre]);
  // A chosen genre stays offered even when the library no longer holds it, so it can be unticked.
  const offered = [...options, ...selected.filter((genre) => !options.includes(genre))];

  return (
    <div className="library-genres" ref={root}>
      <button
        type="button"
        className="library-select library-genres__button"
        aria-label={LIBRARY_UI.genreLabel}
        aria-expanded={open}
        aria-haspopup="true"
        data-testid="genre-filter"
        onClick={toggleOpen}
      >
        <span className="library-genres__summary">{genreSummary(selected, LIBRARY_MESSAGES.allGenres)}</span>
        <LineIcon path={CHEVRON} size={16} />
      </button>
      {open && (
        <div className="library-genres__panel" role="group" aria-label={LIBRARY_UI.genreLabel}>
          <div className="library-genres__options">
            <label className="library-genres__option">
              <input type="checkbox" checked={draft.length === 0} onChange={() => setDraft([])} />
              {LIBRARY_MESSAGES.allGenres}
            </label>
            {offered.map((genre) => (
              <label key={genre} className="library-genres__option">
                <input type="checkbox" checked={draft.includes(genre)} onChange={() => toggle(genre)} />
                {genre}
              </label>
            ))}
          </div>
          <div className="library-genres__actions">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {LIBRARY_UI.cancel}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {LIBRARY_UI.apply}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
