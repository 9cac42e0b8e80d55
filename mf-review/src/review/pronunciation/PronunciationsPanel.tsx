import type { Pronunciation } from '@reeltalk/contracts';
import { Button, callFailure, useAppDispatch } from '@reeltalk/web-kit';
import { useState } from 'react';
import { narrationStarted } from '../slices/reviewProjectSlice.ts';
import { useDeletePronunciationMutation, useGetPronunciationsQuery } from './pronunciationApi.ts';
import { PronunciationForm } from './PronunciationForm.tsx';
import { PRONUNCIATION_TEXTS as TEXTS } from './texts.ts';

/** The project's pronunciations and the user's own, each with Edit (the form in its place) and Delete. */
export function PronunciationsPanel({ projectId }: { projectId: string }) {
  const dispatch = useAppDispatch();
  const dictionaries = useGetPronunciationsQuery(projectId);
  const [remove] = useDeletePronunciationMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const entries: Pronunciation[] = [
    ...(dictionaries.currentData?.project ?? []),
    ...(dictionaries.currentData?.user ?? []),
  ];
  const deleteEntry = async (entry: Pronunciation) => {
    setProblem(null);
    try {
      const answer = await remove({ id: entry.id, projectId }).unwrap();
      if (answer.jobId) dispatch(narrationStarted(answer.jobId));
    } catch (error) {
      setProblem(callFailure(error));
    }
  };

  return (
    <details className="rt-pronunciations" data-testid="pronunciations">
      <summary>
        {TEXTS.panel}
        {entries.length > 0 && ` (${entries.length})`}
      </summary>
      {dictionaries.error && <p role="alert">{callFailure(dictionaries.error)}</p>}
      {problem && <p role="alert">{problem}</p>}
      {dictionaries.currentData && entries.length === 0 && <p>{TEXTS.empty}</p>}
      <ul className="rt-pronunciations__list">
        {entries.map((entry) => (
          <li key={entry.id} className="rt-pronunciations__entry">
            {editing === entry.id ? (
              <PronunciationForm projectId={projectId} draft={entry} onDone={() => setEditing(null)} />
            ) : (
              <>
                <span className="rt-pronunciations__term">{entry.term}</span>
                <span className="rt-pronunciations__say" lang={entry.ipa === undefined ? undefined : 'und-fonipa'}>
                  {entry.ipa ?? entry.respelling}
                </span>
                <span className="rt-pronunciations__scope">{TEXTS[entry.scope]}</span>
                <Button variant="secondary" aria-label={TEXTS.editOf(entry.term)} onClick={() => setEditing(entry.id)}>
                  {TEXTS.edit}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={TEXTS.deleteOf(entry.term)}
                  onClick={() => void deleteEntry(entry)}
                >
                  {TEXTS.delete}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
