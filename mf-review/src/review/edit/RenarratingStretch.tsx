import type { ScriptUnit } from '@reeltalk/contracts';
import { STRETCH_ELEMENT, type StretchKind } from '../transcript/TranscriptView.tsx';
import { EDIT_MESSAGES } from './messages.ts';

const kindOf = (unit: ScriptUnit): StretchKind =>
  !unit.heading ? 'paragraph' : unit.chapter === null ? 'title' : 'heading';

/** A new or changed unit of the script while it is narrated: its text as saved, marked, without word timings. */
export function RenarratingStretch({ unit }: { unit: ScriptUnit }) {
  const kind = kindOf(unit);
  const { tag: Tag, className, testId } = STRETCH_ELEMENT[kind];
  return (
    <div className={`rt-stretch rt-stretch--${kind} rt-stretch--renarrating`} data-testid="stretch-renarrating">
      <div className="rt-stretch__text">
        <Tag className={className} data-testid={testId}>
          {unit.text}
        </Tag>
      </div>
      <span className="rt-stretch__renarrating" role="status">
        <span className="rt-transcript__pulse" aria-hidden="true" />
        {EDIT_MESSAGES.renarrating}
      </span>
    </div>
  );
}
