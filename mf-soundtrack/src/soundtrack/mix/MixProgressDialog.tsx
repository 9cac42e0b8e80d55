import type { JobProgress } from '@reeltalk/web-kit';
import { GenerationProgressDialog } from '../music/GenerationProgressDialog.tsx';

const MIX_TEST_IDS = { dialog: 'mix-overlay', percent: 'mix-progress', stage: 'mix-stage' };

/** The audiobook being mixed: the mix job's stage and percentage, then how it ended. */
export function MixProgressDialog({ progress }: { progress: JobProgress }) {
  return <GenerationProgressDialog title="Mix & Export Audiobook" progress={progress} testIds={MIX_TEST_IDS} />;
}
