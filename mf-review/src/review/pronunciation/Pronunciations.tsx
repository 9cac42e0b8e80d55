import { FixPronunciation } from './FixPronunciation.tsx';
import { PronunciationsPanel } from './PronunciationsPanel.tsx';
import './pronunciation.css';

/** The review's pronunciation tools: "Fix pronunciation" on the transcript's words, and the list of entries. */
export function Pronunciations({ projectId }: { projectId: string }) {
  return (
    <>
      <PronunciationsPanel projectId={projectId} />
      <FixPronunciation projectId={projectId} />
    </>
  );
}
