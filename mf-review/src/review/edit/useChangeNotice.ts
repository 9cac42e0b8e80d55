import { WRAPPED_ERRORS } from '@reeltalk/contracts';
import { skipToken } from '@reeltalk/web-kit';
import type { NarrationProgress } from '../slices/reviewProjectSlice.ts';
import { changeSummary } from './changeSummary.ts';
import { changedParagraphs, renarrated } from './messages.ts';
import { useGetNarrationCountsQuery } from './scriptApi.ts';
import type { ScriptEditor } from './useScriptEditor.ts';

/** How the narration of the last change ended, for people. */
export interface ChangeNotice {
  text: string;
  failed: boolean;
}

/**
 * Once the narration of the last change is done, what it read again: the narration's own counts, or while they are
 * not to be had, how many paragraphs differ from the script before the change. When it failed, why.
 */
export function useChangeNotice(editor: ScriptEditor | null, narration: NarrationProgress | null): ChangeNotice | null {
  const change = editor?.lastChange;
  const ended = change && narration?.jobId === change.jobId ? narration.state : null;
  const counts = useGetNarrationCountsQuery(ended === 'done' && change ? change.jobId : skipToken);
  if (!editor || !change) return null;
  if (ended === 'failed') return { text: narration?.error || WRAPPED_ERRORS.audioProcessing, failed: true };
  if (ended !== 'done' || counts.isFetching) return null;
  const text = counts.currentData
    ? renarrated(counts.currentData)
    : changedParagraphs(changeSummary(change.before, editor.units));
  return { text, failed: false };
}
