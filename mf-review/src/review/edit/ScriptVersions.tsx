import { useId, useState } from 'react';
import { TRANSCRIPT_MESSAGES, transcriptError, type ScriptVersionSummary } from '@reeltalk/contracts';
import { Button } from '@reeltalk/web-kit';
import { EDIT_MESSAGES, versionKind, versionName, versionWords } from './messages.ts';
import { ProblemNote } from './ProblemNote.tsx';
import type { ChangeNotice } from './useChangeNotice.ts';
import type { ScriptEditor } from './useScriptEditor.ts';
import './edit.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

interface ScriptVersionsProps {
  editor: ScriptEditor;
  /** What the last change's narration read again once it is done, or why it failed. */
  notice: ChangeNotice | null;
  /** Narrates the current version again (after its narration failed). */
  onRetry: () => void;
  /** The last change is shown laid over the transcript until its narration is in. */
  renarrating: boolean;
}

/**
 * Above the transcript: the current version, Undo (a restore of the version before the current one), the list of
 * versions with Restore on each, what the last change re-narrated, and why a change failed when no draft is open.
 */
export function ScriptVersions({ editor, notice, onRetry, renarrating }: ScriptVersionsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { versions } = editor;
  const current = versions.find((version) => version.current);
  // The list is newest first: the one after the current version is the one before it.
  const previous = current ? versions[versions.indexOf(current) + 1] : undefined;

  return (
    <div className="rt-script-versions" data-testid="script-versions">
      <div className="rt-script-versions__bar">
        {current && (
          <span className="rt-script-versions__current" data-testid="script-version">
            {versionName(current.number)}
          </span>
        )}
        {notice && !notice.failed && (
          <span className="rt-script-versions__notice" role="status" data-testid="edit-notice">
            {notice.text}
          </span>
        )}
        <div className="rt-script-versions__actions">
          <Button
            variant="secondary"
            data-testid="script-undo"
            disabled={!previous || editor.locked}
            onClick={() => previous && editor.restore(previous.id)}
          >
            {EDIT_MESSAGES.undo}
          </Button>
          <Button
            variant="secondary"
            data-testid="script-versions-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {EDIT_MESSAGES.versions}
          </Button>
        </div>
      </div>
      {notice?.failed && (
        <div className="rt-edit-problem" role="alert" data-testid="edit-narration-failed">
          <p>{transcriptError(notice.text)}</p>
          <Button variant="secondary" onClick={onRetry} disabled={editor.busy}>
            {TRANSCRIPT_MESSAGES.tryAgain}
          </Button>
        </div>
      )}
      {editor.problem && !editor.draft && <ProblemNote problem={editor.problem} onReload={editor.reload} />}
      {editor.stretchUnits === null && !editor.busy && !renarrating && (
        <p className="rt-script-versions__note" data-testid="edit-other-version">
          {EDIT_MESSAGES.otherVersion}
        </p>
      )}
      <ol
        className="rt-version-list"
        data-testid="script-version-list"
        id={listId}
        hidden={!open}
        aria-label={EDIT_MESSAGES.versions}
      >
        {versions.map((version) => (
          <VersionRow key={version.id} version={version} editor={editor} />
        ))}
      </ol>
    </div>
  );
}

function VersionRow({ version, editor }: { version: ScriptVersionSummary; editor: ScriptEditor }) {
  return (
    <li
      className={`rt-version-list__row${version.current ? ' rt-version-list__row--current' : ''}`}
      data-testid="script-version-row"
      aria-current={version.current || undefined}
    >
      <span className="rt-version-list__number">{versionName(version.number)}</span>
      <span className="rt-version-list__kind">{versionKind(version)}</span>
      <time className="rt-version-list__date" dateTime={version.createdAt}>
        {dateFormat.format(new Date(version.createdAt))}
      </time>
      <span className="rt-version-list__words">{versionWords(version.wordCount)}</span>
      {version.current ? (
        <span className="rt-version-list__badge">{EDIT_MESSAGES.current}</span>
      ) : (
        <Button
          variant="secondary"
          data-testid="script-version-restore"
          disabled={editor.locked}
          onClick={() => editor.restore(version.id)}
        >
          {EDIT_MESSAGES.restore}
        </Button>
      )}
    </li>
  );
}
