import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { addGenre, removeLastGenre, splitGenreInput } from '@reeltalk/contracts';
import { Field } from '@reeltalk/web-kit';

interface GenreInputProps {
  genres: string[];
  onChange: (genres: string[]) => void;
  disabled?: boolean;
}

/**
 * Genres as chips: Enter, a comma or leaving the field adds the typed genre, trimmed, ignoring empty and
 * duplicate entries; Backspace in the empty field removes the last genre; × removes a chip.
 */
export function GenreInput({ genres, onChange, disabled = false }: GenreInputProps) {
  const [text, setText] = useState('');

  const commit = () => {
    const next = addGenre(genres, text);
    if (next.length !== genres.length) onChange(next);
    setText('');
  };

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value.includes(',')) {
      const { genres: finished, rest } = splitGenreInput(event.target.value);
      const next = finished.reduce(addGenre, genres);
      if (next.length !== genres.length) onChange(next);
      setText(rest.trimStart());
      return;
    }
    // Leading spaces (as after 'Drama, ') would only be trimmed away later.
    setText(event.target.value.trimStart());
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && genres.length > 0) {
      onChange(removeLastGenre(genres));
    }
  };

  return (
    <Field label="Genres">
      {(control) => (
        <div className="rt-genres">
          <ul className="rt-genres__chips" aria-label="Genres">
            {genres.map((genre) => (
              <li key={genre} className="rt-genres__chip" data-testid="genre-chip">
                <span>{genre}</span>
                <button
                  type="button"
                  className="rt-genres__remove"
                  aria-label={`Remove ${genre}`}
                  disabled={disabled}
                  onClick={() => onChange(genres.filter((other) => other !== genre))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <input
            {...control}
            className="rt-genres__input"
            data-testid="genre-input"
            value={text}
            disabled={disabled}
            placeholder={genres.length === 0 ? 'Add genres, separated by commas' : ''}
            onChange={typed}
            onKeyDown={keyDown}
            onBlur={commit}
          />
        </div>
      )}
    </Field>
  );
}
