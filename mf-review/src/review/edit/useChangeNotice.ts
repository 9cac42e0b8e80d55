import { skipToken } from '@reeltalk/web-kit';
import type { NarrationProgress } from '../slices/reviewProjectSlice.ts';
import { changeSummary } from './changeSummary.ts';
import { changedParagraphs, renarrated } from './messages.ts';
import { useGetNarrationCountsQuery } from './scriptApi.ts';
import type { ScriptEditor } from './useScriptEditor.ts';

/**
 * Once the narration of the last change is done, what it read again: the narration's own counts, or while they are
 * not to be had, how many paragraphs differ from the script before the change.
 */
export function useChangeNotice(editor: ScriptEditor | null, narration: NarrationProgress | null): string | null {
  const change = editor?.lastChange;
  const done = Boolean(change && narration?.jobId === change.jobId && narration.state === 'completed');
  const counts = useGetNarrationCountsQuery(done && change ? change.jobId : skipToken);
  if (!editor || !change || !done || counts.isFetching) return null;
  if (counts.currentData) return renarrated(counts.currentData);
  return changedParagraphs(changeSummary(change.before, editor.units));
}
