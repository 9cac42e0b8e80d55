import type { RenderStretch } from '../transcript/TranscriptView.tsx';
import { EditableStretch } from './EditableStretch.tsx';
import type { ScriptEditor } from './useScriptEditor.ts';

/** The transcript's stretches with the editor's actions, when the transcript reads the current script. */
export function stretchRenderer(editor: ScriptEditor | null): RenderStretch | undefined {
  const units = editor?.stretchUnits;
  if (!editor || !units) return undefined;
  return (ordinal, kind, stretch) => {
    const unit = units[ordinal];
    if (unit === undefined) return stretch;
    return (
      <EditableStretch editor={editor} unit={unit} kind={kind}>
        {stretch}
      </EditableStretch>
    );
  };
}
