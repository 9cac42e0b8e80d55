import { countWords, type ScriptUnit } from '@reeltalk/contracts';
import type { NarrationProgress } from '../slices/reviewProjectSlice.ts';
import type { TranscriptDocument } from '../transcript/transcriptDocument.ts';
import { unitsOfStretches } from './stretchUnits.ts';
import type { StartedChange } from './useScriptEditor.ts';

/** What one stretch of the transcript shown before a change becomes while the change is narrated. */
export interface RenarratingStretch {
  /** The stretch reads the same (text and take) after the change: its words and timings stay as they are. */
  kept: boolean;
  /** New or changed units read after this stretch (in its place when it is not kept), shown as text until narrated. */
  added: ScriptUnit[];
}

/**
 * The script after a change, laid over the transcript of the script before it: for each stretch of that transcript
 * (its spoken units, in order) whether it stays and which units come after it; `leading` are the units before the
 * first stretch. A unit keeps its audio when its text and take are unchanged (the narration's paragraph cache keys
 * audio by them), so only the others are marked as being narrated again.
 */
export interface RenarratingPlan {
  leading: ScriptUnit[];
  stretches: RenarratingStretch[];
}

const spoken = (units: readonly ScriptUnit[]) => units.filter((unit) => countWords(unit.text) > 0);
const keyOf = (unit: ScriptUnit) => JSON.stringify([unit.heading, unit.text, unit.take]);

/**
 * Which units of `before` stay in `after`, as pairs of places (a longest common subsequence of their keys). An edit
 * touches a few neighbouring units: the common start and end are matched first, so the table covers only the middle.
 */
function keptPairs(before: readonly string[], after: readonly string[]): Array<[number, number]> {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  const rows = before.length - start - end;
  const columns = after.length - start - end;
  // longest[i][j]: the longest common subsequence of the middles from i and j on.
  const longest = Array.from({ length: rows + 1 }, () => new Array<number>(columns + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      longest[i]![j] =
        before[start + i] === after[start + j]
          ? longest[i + 1]![j + 1]! + 1
          : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < start; k++) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[start + i] === after[start + j]) {
      pairs.push([start + i, start + j]);
      i++;
      j++;
    } else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  for (let k = end; k > 0; k--) pairs.push([before.length - k, after.length - k]);
  return pairs;
}

/** How the transcript of `before` shows `after` until the narration of `after` is in. */
export function renarratingPlan(before: readonly ScriptUnit[], after: readonly ScriptUnit[]): RenarratingPlan {
  const old = spoken(before);
  const next = spoken(after);
  const stretches: RenarratingStretch[] = old.map(() => ({ kept: false, added: [] }));
  const leading: ScriptUnit[] = [];
  let keptOld = -1;
  let keptNew = -1;
  /** The new units from after the last kept pair up to `to`: in place of the first unit removed, else after the kept one. */
  const place = (from: number, to: number) => {
    const anchor = from > keptOld + 1 ? keptOld + 1 : keptOld;
    const into = anchor < 0 ? leading : stretches[anchor]!.added;
    into.push(...next.slice(keptNew + 1, to));
  };
  for (const [from, to] of keptPairs(old.map(keyOf), next.map(keyOf))) {
    place(from, to);
    stretches[from]!.kept = true;
    keptOld = from;
    keptNew = to;
  }
  place(old.length, next.length);
  return { leading, stretches };
}

/** The plan changes nothing shown (no unit new, changed or removed). */
export const changesNothing = (plan: RenarratingPlan): boolean =>
  plan.leading.length === 0 && plan.stretches.every((stretch) => stretch.kept && stretch.added.length === 0);

/**
 * What the transcript shows of the last change while it is narrated: from saving it until the transcript of its
 * narration replaces the one shown when it was saved (or its narration fails), null otherwise or when it changes
 * nothing shown. `units` is the current script, for a change whose result was not known as it was sent.
 */
export function renarratingNow(
  change: StartedChange | null,
  units: readonly ScriptUnit[],
  transcript: TranscriptDocument | null,
  narration: NarrationProgress | null,
): RenarratingPlan | null {
  if (!change || !transcript || transcript !== change.transcript) return null;
  if (narration?.jobId === change.jobId && narration.state === 'failed') return null;
  if (!unitsOfStretches(transcript, change.before)) return null;
  const plan = renarratingPlan(change.before, change.after ?? units);
  return changesNothing(plan) ? null : plan;
}
