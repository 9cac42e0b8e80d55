import { MUSIC_GENERATION_MESSAGES, musicZoneProblem, type ScoreProposal } from '@reeltalk/contracts';

/** A proposed zone as the creator reviews it: kept or dropped, its prompt and times open to change. */
export type ScoreDraft = ScoreProposal[number] & { keep: boolean };

export const draftsFromProposal = (proposal: ScoreProposal): ScoreDraft[] =>
  proposal.map((draft) => ({ ...draft, keep: true }));

/** A draft's start or end typed as something other than mm:ss. */
export const NOT_A_TIME = 'Type each time as mm:ss, for example 04:30.';

/** Why a kept draft cannot be made (no prompt, a time that is none, the zone rule), or null; a dropped one never has a problem. */
export function scoreDraftProblem(draft: ScoreDraft, vocalDuration: number): string | null {
  if (!draft.keep) return null;
  if (draft.prompt_description.trim() === '') return MUSIC_GENERATION_MESSAGES.descriptionRequired;
  if (!Number.isFinite(draft.start_time) || !Number.isFinite(draft.end_time)) return NOT_A_TIME;
  return musicZoneProblem(draft, { vocalDuration, soundtrackDuration: draft.duration });
}

/** The drafts "Create" makes: at least one kept, and every kept one sound. */
export function creatableDrafts(drafts: readonly ScoreDraft[], vocalDuration: number): ScoreDraft[] | null {
  const kept = drafts.filter((draft) => draft.keep);
  if (kept.length === 0 || kept.some((draft) => scoreDraftProblem(draft, vocalDuration))) return null;
  return kept;
}
