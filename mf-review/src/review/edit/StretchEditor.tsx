import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '@reeltalk/web-kit';
import type { StretchKind } from '../transcript/TranscriptView.tsx';
import { EDIT_MESSAGES, editorLabel } from './messages.ts';
import { ProblemNote } from './ProblemNote.tsx';
import { addParagraphAfter, replaceText, splitParagraph } from './scriptOperations.ts';
import type { Draft, ScriptEditor } from './useScriptEditor.ts';

interface StretchEditorProps {
  editor: ScriptEditor;
  draft: Draft;
  kind: StretchKind;
}

/**
 * The draft of a stretch: its text in a field with Save and Cancel (and, for a paragraph, Split here at the cursor),
 * or a new paragraph's. Ctrl/Cmd+Enter saves, Escape cancels. The text stays as typed when saving fails.
 */
export function StretchEditor({ editor, draft, kind }: StretchEditorProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();
  const adding = draft.mode === 'add';
  const label = editorLabel(adding ? 'new' : kind);
  const splittable = !adding && kind === 'paragraph';

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [draft.mode, draft.unit]);

  const save = () =>
    editor.apply(
      adding
        ? addParagraphAfter(editor.units, draft.unit, draft.text)
        : replaceText(editor.units, draft.unit, draft.text),
    );
  const split = () => {
    const caret = field.current?.selectionStart ?? 0;
    const next = splitParagraph(editor.units, draft.unit, draft.text, caret);
    if (next) editor.apply(next);
    else editor.refuse(EDIT_MESSAGES.splitNeedsCaret);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Keys typed here are text, never the player's shortcuts.
    event.stopPropagation();
    if (event.key === 'Escape') editor.cancelDraft();
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <div className="rt-stretch-editor" data-testid="stretch-editor">
      <textarea
        ref={field}
        className={`rt-stretch-editor__field rt-stretch-editor__field--${adding ? 'paragraph' : kind}`}
        data-testid="stretch-editor-text"
        aria-label={label}
        aria-describedby={editor.problem ? problemId : undefined}
        placeholder={adding ? EDIT_MESSAGES.newParagraph : undefined}
        value={draft.text}
        rows={kind === 'paragraph' || adding ? 5 : 1}
        readOnly={editor.saving}
        onChange={(event) => editor.setDraftText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {editor.problem && <ProblemNote id={problemId} problem={editor.problem} onReload={editor.reload} />}
      <div className="rt-stretch-editor__actions">
        <Button onClick={save} disabled={editor.busy} data-testid="stretch-save">
          {editor.saving ? EDIT_MESSAGES.saving : adding ? EDIT_MESSAGES.addParagraph : EDIT_MESSAGES.save}
        </Button>
        {splittable && (
          <Button variant="secondary" onClick={split} disabled={editor.busy} data-testid="stretch-split">
            {EDIT_MESSAGES.splitHere}
          </Button>
        )}
        <Button variant="secondary" onClick={editor.cancelDraft} disabled={editor.saving} data-testid="stretch-cancel">
          {EDIT_MESSAGES.cancel}
        </Button>
      </div>
    </div>
  );
}
