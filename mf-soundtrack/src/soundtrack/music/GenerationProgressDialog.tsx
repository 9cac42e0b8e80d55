import { Dialog, ProgressBar } from '@reeltalk/web-kit';
import type { GenerationProgress } from './useMusicGeneration.ts';

const ignore = () => undefined;

/** The music being made: the job's percentage and stage; it closes by itself when the generation ends. */
export function GenerationProgressDialog({
  progress,
  title = 'Generating Music',
}: {
  progress: GenerationProgress;
  title?: string;
}) {
  const percent = Math.round(progress.percent);
  return (
    <Dialog title={title} onClose={ignore} actions={null}>
      <div className="rt-generation" data-testid="music-progress">
        <ProgressBar percent={percent} className="rt-generation__bar" />
        <p className="rt-generation__figures">
          <span data-testid="music-progress-percent">{percent}%</span>
          <span data-testid="music-progress-stage">{progress.stage}</span>
        </p>
      </div>
    </Dialog>
  );
}
