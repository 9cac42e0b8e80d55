import { CREATE_FLOW_PROGRESS } from '@reeltalk/contracts';
import { JobProgressView, jobProgressOf } from '@reeltalk/web-kit';
import type { NarrationProgress as Progress } from '../slices/reviewProjectSlice.ts';

const TEST_IDS = { stage: 'narration-stage', percent: 'narration-percent', waiting: 'narration-waiting' };

/**
 * The narration's stage and percentage as its job reports them, each line once; while the job waits in the queue,
 * the spec's 'Processing script with text-to-speech...' with why it waits (no free worker, how many jobs go first).
 */
export function NarrationProgress({ narration }: { narration: Progress }) {
  const progress = jobProgressOf({ queued: narration.state !== 'running', ...narration });
  return (
    <div className="rt-narration" data-testid="narration-progress">
      <JobProgressView
        progress={progress}
        firstStage={CREATE_FLOW_PROGRESS.narrating.text}
        label={CREATE_FLOW_PROGRESS.narrating.text}
        testIds={TEST_IDS}
      />
    </div>
  );
}
