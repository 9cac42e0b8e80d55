import type { ReactNode } from 'react';
import type { StretchKind } from '../transcript/TranscriptView.tsx';
import { StretchEditor } from './StretchEditor.tsx';
import { StretchTools } from './StretchTools.tsx';
import type { ScriptEditor } from './useScriptEditor.ts';
import './edit.css';

interface EditableStretchProps {
  editor: ScriptEditor;
  /** The script unit the stretch reads. */
  unit: number;
  kind: StretchKind;
  children: ReactNode;
}

/** A stretch of the transcript with its actions; while it is being edited, its draft instead. */
export function EditableStretch({ editor, unit, kind, children }: EditableStretchProps) {
  const { draft } = editor;
  const editing = draft?.mode === 'edit' && draft.unit === unit;
  const addingAfter = draft?.mode === 'add' && draft.unit === unit;
  return (
    <>
      {editing ? (
        <StretchEditor editor={editor} draft={draft} kind={kind} />
      ) : (
        <div className={`rt-stretch rt-stretch--${kind}`} data-testid="stretch">
          <div className="rt-stretch__text">{children}</div>
          <StretchTools editor={editor} unit={unit} kind={kind} />
        </div>
      )}
      {addingAfter && <StretchEditor editor={editor} draft={draft} kind="paragraph" />}
    </>
  );
}
