import { SHORTCUT_HINTS } from '../hooks/useReviewShortcuts.ts';

/** The player's "Keyboard shortcuts" hint: a small disclosure listing the keys. */
export function ShortcutHint() {
  return (
    <details className="rt-player__keys" data-testid="shortcut-hint">
      <summary>Keyboard shortcuts</summary>
      <dl className="rt-player__key-list">
        {SHORTCUT_HINTS.map((hint) => (
          <div key={hint.keys}>
            <dt>
              <kbd>{hint.keys}</kbd>
            </dt>
            <dd>{hint.action}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
