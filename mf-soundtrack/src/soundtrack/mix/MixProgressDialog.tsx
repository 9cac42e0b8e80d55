import { MIX_STAGES } from '@reeltalk/contracts';
import type { JobProgress } from '@reeltalk/web-kit';
import { GenerationProgressDialog } from '../music/GenerationProgressDialog.tsx';

const MIX_TEST_IDS = { percent: 'mix-progress', stage: 'mix-stage', waiting: 'mix-waiting' };

/** The audiobook being mixed: the mix job's stage and percentage, then how it ended. */
export function MixProgressDialog({ progress }: { progress: JobProgress }) {
  return (
    <GenerationProgressDialog
      title="Mix & Export Audiobook"
      progress={progress}
      dialogTestId="mix-overlay"
      testIds={MIX_TEST_IDS}
      firstStage={MIX_STAGES.preparing}
    />
  );
}
