import { MUSIC_GENERATION_MESSAGES, musicZoneProblem, type ScoreProposal } from '@reeltalk/contracts';

/** A proposed zone as the creator reviews it: kept or dropped, its prompt and times open to change. */
export type ScoreDraft = ScoreProposal[number] & { keep: boolean };

export const draftsFromProposal = (proposal: ScoreProposal): ScoreDraft[] =>
  proposal.map((draft) => ({ ...draft, keep: true }));

/** Whether both of a draft's times are times (text that is not mm:ss leaves NaN, named by its own field). */
const hasTimes = (draft: ScoreDraft) => Number.isFinite(draft.start_time) && Number.isFinite(draft.end_time);

/**
 * Why a kept draft cannot be made (no prompt, the zone rule), or null; a dropped one never has a problem, and a time
 * that is none is its field's problem, not the draft's.
 */
export function scoreDraftProblem(draft: ScoreDraft, vocalDuration: number): string | null {
  if (!draft.keep) return null;
  if (draft.prompt_description.trim() === '') return MUSIC_GENERATION_MESSAGES.descriptionRequired;
  if (!hasTimes(draft)) return null;
  return musicZoneProblem(draft, { vocalDuration, soundtrackDuration: draft.duration });
}

/** The drafts "Create" makes: at least one kept, and every kept one sound. */
export function creatableDrafts(drafts: readonly ScoreDraft[], vocalDuration: number): ScoreDraft[] | null {
  const kept = drafts.filter((draft) => draft.keep);
  if (kept.length === 0 || kept.some((draft) => !hasTimes(draft) || scoreDraftProblem(draft, vocalDuration))) {
    return null;
  }
  return kept;
}
