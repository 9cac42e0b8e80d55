import { useCallback, useMemo, useState } from 'react';
import { scriptProblem, withAnotherTake, type ScriptUnit, type ScriptVersionSummary } from '@reeltalk/contracts';
import { projectChanged, useAppDispatch } from '@reeltalk/web-kit';
import { narrationStarted } from '../slices/reviewProjectSlice.ts';
import type { TranscriptDocument } from '../transcript/transcriptDocument.ts';
import {
  useGetScriptQuery,
  useGetScriptVersionsQuery,
  useRegenerateUnitMutation,
  useRestoreScriptVersionMutation,
  useSaveScriptMutation,
  type ScriptChangeStarted,
} from './scriptApi.ts';
import { EDIT_MESSAGES } from './messages.ts';
import { unitsOfStretches } from './stretchUnits.ts';

/** A unit being edited, or a new paragraph being written after a unit: the text as typed so far. */
export interface Draft {
  mode: 'edit' | 'add';
  unit: number;
  text: string;
}

/** Why the last change was not made; `stale` when the script changed elsewhere (Reload shows the latest). */
export interface EditProblem {
  message: string;
  stale: boolean;
}

/**
 * A change whose narration was started: the script before it, to tell what changed when the server does not, and
 * what it shows until that narration is in.
 */
export interface StartedChange {
  jobId: string;
  before: ScriptUnit[];
  /** The script the change makes, when known as it is sent (a restore's comes with the script read again). */
  after: ScriptUnit[] | null;
  /** The transcript shown when the change was sent: the narration of `before`. */
  transcript: TranscriptDocument | null;
}

export interface ScriptEditor {
  units: ScriptUnit[];
  versions: ScriptVersionSummary[];
  /** For each stretch of the transcript, its unit; null while the transcript is of another version. */
  stretchUnits: number[] | null;
  draft: Draft | null;
  problem: EditProblem | null;
  /** A change is being sent, or a narration is running: nothing else can change meanwhile. */
  busy: boolean;
  saving: boolean;
  /** Busy, or a draft is open: no other change can start (the draft's text would be lost to it). */
  locked: boolean;
  lastChange: StartedChange | null;
  startDraft(draft: Draft): void;
  setDraftText(text: string): void;
  cancelDraft(): void;
  /**
   * Saves `next` (the current units changed by one of the script operations; null when the operation could not be
   * made) as a new version, unless the script rule finds a problem in it. The draft stays open if it fails.
   */
  apply(next: ScriptUnit[] | null): void;
  /** Shows why a change cannot be made, without sending anything. */
  refuse(message: string): void;
  regenerate(unit: number): void;
  restore(versionId: string): void;
  /** Reads the script, its versions and the project again (after the script changed elsewhere). */
  reload(): void;
}

const failureOf = (error: unknown): EditProblem => {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  return { message: message || String(error), stale: status === 409 };
};

/**
 * The script editor of the review step: the current script version and the list of versions, the draft being
 * written, and every change (an edit, a restore, another take), each sent as a new version whose narration the
 * review then follows.
 */
export function useScriptEditor({
  projectId,
  narrated,
  transcript,
  narrating,
}: {
  projectId: string;
  /** The project has been narrated: its script can be changed. */
  narrated: boolean;
  /** The timed transcript shown, whose stretches get the actions. */
  transcript: TranscriptDocument | null;
  narrating: boolean;
}): ScriptEditor | null {
  const dispatch = useAppDispatch();
  const skip = !projectId || !narrated;
  const script = useGetScriptQuery(projectId, { skip });
  const versionList = useGetScriptVersionsQuery(projectId, { skip });
  const [save] = useSaveScriptMutation();
  const [restoreVersion] = useRestoreScriptVersionMutation();
  const [regenerateUnit] = useRegenerateUnitMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [lastChange, setLastChange] = useState<StartedChange | null>(null);

  const current = script.currentData ?? null;
  const units = useMemo(() => current?.units ?? [], [current]);
  const stretchUnits = useMemo(
    () => (transcript && current ? unitsOfStretches(transcript, current.units) : null),
    [transcript, current],
  );

  const send = useCallback(
    async (request: () => Promise<ScriptChangeStarted>, closesDraft: boolean, after: ScriptUnit[] | null) => {
      setSaving(true);
      setProblem(null);
      try {
        const started = await request();
        if (started.jobId) {
          dispatch(narrationStarted(started.jobId));
          setLastChange({ jobId: started.jobId, before: units, after, transcript });
        }
        if (closesDraft) setDraft(null);
      } catch (error) {
        setProblem(failureOf(error));
      } finally {
        setSaving(false);
      }
    },
    [dispatch, units, transcript],
  );

  const reload = useCallback(() => {
    setProblem(null);
    dispatch(projectChanged(projectId));
  }, [dispatch, projectId]);

  if (skip || !current) return null;
  const baseVersionId = current.versionId;
  return {
    units,
    versions: versionList.currentData ?? [],
    stretchUnits,
    draft,
    problem,
    busy: saving || narrating,
    saving,
    locked: saving || narrating || draft !== null,
    lastChange,
    startDraft: (next) => {
      setProblem(null);
      setDraft(next);
    },
    setDraftText: (text) => setDraft((open) => open && { ...open, text }),
    cancelDraft: () => {
      setProblem(null);
      setDraft(null);
    },
    apply: (next) => {
      const refused = next === null ? EDIT_MESSAGES.notPossible : scriptProblem(next);
      if (next === null || refused !== null) {
        setProblem({ message: refused ?? EDIT_MESSAGES.notPossible, stale: false });
        return;
      }
      void send(() => save({ projectId, baseVersionId, units: next }).unwrap(), true, next);
    },
    refuse: (message) => setProblem({ message, stale: false }),
    regenerate: (unit) =>
      void send(
        () => regenerateUnit({ projectId, baseVersionId, unitIndex: unit }).unwrap(),
        false,
        withAnotherTake(units, unit),
      ),
    restore: (versionId) => void send(() => restoreVersion({ projectId, versionId }).unwrap(), false, null),
    reload,
  };
}
