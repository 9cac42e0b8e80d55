import { CREATE_FLOW_PROGRESS } from '@reeltalk/contracts';
import { ProgressBar } from '@reeltalk/web-kit';
import type { NarrationProgress as Progress } from '../slices/reviewProjectSlice.ts';

/**
 * The narration's stage and percentage as its job reports them; while the job waits in the queue, its stage says why
 * (no free worker, how many jobs go first) and no percentage is shown.
 */
export function NarrationProgress({ narration }: { narration: Progress }) {
  const percent = Math.round(Math.min(100, Math.max(0, narration.percent)));
  return (
    <div className="rt-narration" data-testid="narration-progress" role="status">
      <p className="rt-narration__title">{CREATE_FLOW_PROGRESS.narrating.text}</p>
      <ProgressBar percent={percent} label={CREATE_FLOW_PROGRESS.narrating.text} />
      <p className="rt-narration__stage">
        <span data-testid="narration-stage">{narration.stage}</span>
        {narration.state !== 'queued' && (
          <>
            {' '}
            <span data-testid="narration-percent">{percent}%</span>
          </>
        )}
      </p>
    </div>
  );
}
