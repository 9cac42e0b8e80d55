import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LineIcon, useDismiss } from '@reeltalk/web-kit';
import type { StretchKind } from '../transcript/TranscriptView.tsx';
import { EDIT_MESSAGES, editAction, regenerateAction, takeBadge } from './messages.ts';
import { canAddAfter, canMergeWithNext, deleteParagraph, mergeWithNext } from './scriptOperations.ts';
import type { ScriptEditor } from './useScriptEditor.ts';

const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4';
const MORE =
  'M4 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M10.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M17 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0';

interface StretchToolsProps {
  editor: ScriptEditor;
  unit: number;
  kind: StretchKind;
}

/** A stretch's actions: the pencil (edit, or rename a heading) and a menu of the rest. */
export function StretchTools({ editor, unit, kind }: StretchToolsProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const container = useDismiss<HTMLDivElement>(open, () => {
    setOpen(false);
    opener.current?.focus();
  });
  const script = editor.units;
  const take = script[unit]?.take ?? 0;
  const paragraph = kind === 'paragraph';

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    opener.current?.focus();
    action();
  };

  return (
    <div className="rt-stretch-tools" ref={container}>
      {take > 0 && (
        <span className="rt-stretch-tools__take" data-testid="stretch-take">
          {takeBadge(take)}
        </span>
      )}
      <button
        type="button"
        className="rt-stretch-tools__button"
        data-testid="stretch-edit"
        aria-label={editAction(kind)}
        title={editAction(kind)}
        disabled={editor.locked}
        onClick={() => editor.startDraft({ mode: 'edit', unit, text: script[unit]?.text ?? '' })}
      >
        <LineIcon path={PENCIL} size={18} />
      </button>
      <button
        ref={opener}
        type="button"
        className="rt-stretch-tools__button"
        data-testid="stretch-menu"
        aria-label={EDIT_MESSAGES.moreActions}
        title={EDIT_MESSAGES.moreActions}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={editor.locked}
        onClick={() => setOpen((shown) => !shown)}
      >
        <LineIcon path={MORE} size={18} />
      </button>
      {open && (
        <div
          ref={menu}
          className="rt-stretch-menu"
          id={menuId}
          role="menu"
          aria-label={EDIT_MESSAGES.moreActions}
          onKeyDown={moveFocus}
        >
          {canAddAfter(script, unit) && (
            <MenuItem
              label={EDIT_MESSAGES.addParagraphAfter}
              testId="stretch-add"
              onClick={choose(() => editor.startDraft({ mode: 'add', unit, text: '' }))}
            />
          )}
          {paragraph && canMergeWithNext(script, unit) && (
            <MenuItem
              label={EDIT_MESSAGES.mergeWithNext}
              testId="stretch-merge"
              onClick={choose(() => editor.apply(mergeWithNext(script, unit)))}
            />
          )}
          {paragraph && (
            <MenuItem
              label={EDIT_MESSAGES.deleteParagraph}
              testId="stretch-delete"
              onClick={choose(() => editor.apply(deleteParagraph(script, unit)))}
            />
          )}
          <MenuItem
            label={regenerateAction(take)}
            testId="stretch-regenerate"
            onClick={choose(() => editor.regenerate(unit))}
          />
        </div>
      )}
    </div>
  );
}

/** Arrow keys, Home and End move between a menu's items, as in any menu. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

function MenuItem({ label, testId, onClick }: { label: string; testId: string; onClick: () => void }) {
  return (
    <button type="button" role="menuitem" className="rt-stretch-menu__item" data-testid={testId} onClick={onClick}>
      {label}
    </button>
  );
}
