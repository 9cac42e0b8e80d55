import { useId } from 'react';
import { MUSIC_GENERATION_LIMITS, clockFormSchema, formatClock, parseClock } from '@reeltalk/contracts';
import { Button, Dialog, Field, useSchemaForm } from '@reeltalk/web-kit';
import { GenerationProgressDialog } from '../music/GenerationProgressDialog.tsx';
import { creatableDrafts, scoreDraftProblem, type ScoreDraft } from './scoreDrafts.ts';
import { useScoreMyBook } from './useScoreMyBook.ts';

interface ScoreMyBookProps {
  projectId: string;
  vocalDuration: number;
}

/**
 * A time of a draft zone, typed and shown as mm:ss like every time in the app. What the creator has not touched keeps
 * its exact chapter time; text that is not a time makes the draft's time unknown (NaN) and is named under the field
 * as it is typed.
 */
function ClockField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const {
    register,
    formState: { errors },
  } = useSchemaForm(clockFormSchema, { defaultValues: { clock: formatClock(value) }, mode: 'onChange' });
  return (
    <div className="rt-score__time">
      <Field label={label} error={errors.clock?.message}>
        {(control) => (
          <input
            {...control}
            {...register('clock', {
              onChange: (event: { target: HTMLInputElement }) => onChange(parseClock(event.target.value) ?? Number.NaN),
            })}
            inputMode="numeric"
            placeholder="mm:ss"
            size={6}
          />
        )}
      </Field>
    </div>
  );
}

function DraftRow({
  draft,
  problem,
  onChange,
}: {
  draft: ScoreDraft;
  problem: string | null;
  onChange: (patch: Partial<ScoreDraft>) => void;
}) {
  const promptId = useId();
  return (
    <li
      className={draft.keep ? 'rt-score__draft' : 'rt-score__draft rt-score__draft--dropped'}
      data-testid="score-draft"
    >
      <div className="rt-score__head">
        <strong>{draft.chapterTitle}</strong>
        <span className="rt-score__mood">{draft.mood}</span>
        <span className="rt-score__span">
          {formatClock(draft.start_time)} – {formatClock(draft.end_time)}
        </span>
        <Button variant="secondary" onClick={() => onChange({ keep: !draft.keep })} aria-pressed={!draft.keep}>
          {draft.keep ? 'Drop' : 'Keep'}
        </Button>
      </div>
      {draft.keep && (
        <>
          <label htmlFor={promptId}>Music for this chapter</label>
          <textarea
            id={promptId}
            rows={2}
            maxLength={MUSIC_GENERATION_LIMITS.promptChars}
            value={draft.prompt_description}
            onChange={(event) => onChange({ prompt_description: event.target.value })}
          />
          <div className="rt-score__times">
            <ClockField
              label="Start (mm:ss)"
              value={draft.start_time}
              onChange={(start_time) => onChange({ start_time })}
            />
            <ClockField label="End (mm:ss)" value={draft.end_time} onChange={(end_time) => onChange({ end_time })} />
          </div>
          {problem && (
            <p className="rt-generate__error" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </li>
  );
}

/**
 * "Score my book": a zone per chapter, each with music whose prompt comes from the chapter's text. The creator keeps,
 * changes (prompt, times) or drops each draft; Create makes the kept ones.
 */
export function ScoreMyBook({ projectId, vocalDuration }: ScoreMyBookProps) {
  const score = useScoreMyBook(projectId);
  const { state } = score;
  const creatable = state.phase === 'reviewing' ? creatableDrafts(state.drafts, vocalDuration) : null;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void score.propose()}
        disabled={state.phase !== 'idle' || vocalDuration <= 0}
        data-testid="score-my-book"
      >
        {state.phase === 'loading' ? 'Reading your book...' : 'Score my book'}
      </Button>
      {state.phase === 'reviewing' && (
        <Dialog
          title="Score my book"
          onClose={score.close}
          actions={
            <>
              <Button variant="secondary" onClick={score.close}>
                Cancel
              </Button>
              <Button disabled={!creatable} onClick={() => creatable && void score.create(creatable)}>
                Create
              </Button>
            </>
          }
        >
          {state.drafts.length === 0 ? (
            <p>No chapters to score yet: narrate the script first.</p>
          ) : (
            <ul className="rt-score">
              {state.drafts.map((draft, index) => (
                <DraftRow
                  key={`${index}:${draft.chapterTitle}`}
                  draft={draft}
                  problem={scoreDraftProblem(draft, vocalDuration)}
                  onChange={(patch) => score.change(index, patch)}
                />
              ))}
            </ul>
          )}
        </Dialog>
      )}
      {state.phase === 'creating' && (
        <GenerationProgressDialog
          title={`Scoring your book: track ${state.done + 1} of ${state.total}`}
          progress={state.progress}
        />
      )}
    </>
  );
}
