import { useState } from 'react';
import { LineIcon, useDismiss } from '@reeltalk/web-kit';
import { LIBRARY_UI } from '../messages.ts';

const DOTS = 'M12 5h.01M12 12h.01M12 19h.01';

export interface MenuAction {
  label: string;
  run: () => void;
}

/** A row's options menu: only the actions the caller may take; none at all, no menu. */
export function ProjectMenu({ name, actions }: { name: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const root = useDismiss<HTMLDivElement>(open, () => setOpen(false));

  if (actions.length === 0) return null;
  return (
    <div className="library-menu" ref={root} onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        className="library-menu__button"
        aria-label={`${LIBRARY_UI.options}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="library-options"
        onClick={() => setOpen(!open)}
      >
        <LineIcon path={DOTS} size={20} />
      </button>
      {open && (
        <ul className="library-menu__list" role="menu">
          {actions.map(({ label, run }) => (
            <li key={label} role="none">
              <button
                type="button"
                role="menuitem"
                className="library-menu__item"
                onClick={() => {
                  setOpen(false);
                  run();
                }}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
