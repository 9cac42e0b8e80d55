import { GenerationProgressDialog } from '../music/GenerationProgressDialog.tsx';
import type { GenerationProgress } from '../music/useMusicGeneration.ts';

const MIX_TEST_IDS = { dialog: 'mix-overlay', percent: 'mix-progress', stage: 'mix-stage' };

/** The audiobook being mixed: the mix job's stage and percentage, then how it ended. */
export function MixProgressDialog({ progress }: { progress: GenerationProgress }) {
  return <GenerationProgressDialog title="Mix & Export Audiobook" progress={progress} testIds={MIX_TEST_IDS} />;
}
