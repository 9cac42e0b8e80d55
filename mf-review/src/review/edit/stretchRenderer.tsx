import type { RenderStretch } from '../transcript/TranscriptView.tsx';
import { EditableStretch } from './EditableStretch.tsx';
import type { RenarratingPlan } from './renarrating.ts';
import { RenarratingStretch } from './RenarratingStretch.tsx';
import type { ScriptEditor } from './useScriptEditor.ts';

/** The stretches of the transcript shown before a change, with the change laid over them while it is narrated. */
function renarratingRenderer(plan: RenarratingPlan): RenderStretch {
  return (ordinal, kind, stretch) => {
    const shown = plan.stretches[ordinal];
    if (!shown) return stretch;
    return (
      <>
        {ordinal === 0 && plan.leading.map((unit, at) => <RenarratingStretch key={`leading-${at}`} unit={unit} />)}
        {shown.kept && (
          <div className={`rt-stretch rt-stretch--${kind}`} data-testid="stretch">
            <div className="rt-stretch__text">{stretch}</div>
          </div>
        )}
        {shown.added.map((unit, at) => (
          <RenarratingStretch key={at} unit={unit} />
        ))}
      </>
    );
  };
}

/**
 * The transcript's stretches with the editor's actions, when the transcript reads the current script; while a change
 * is narrated, the change laid over the transcript shown before it.
 */
export function stretchRenderer(
  editor: ScriptEditor | null,
  renarrating: RenarratingPlan | null,
): RenderStretch | undefined {
  if (renarrating) return renarratingRenderer(renarrating);
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
