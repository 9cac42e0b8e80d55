import { Dialog, ProgressBar, type JobProgress } from '@reeltalk/web-kit';

const ignore = () => undefined;

/** Where tests find the dialog, its percentage and its stage. */
interface ProgressTestIds {
  dialog: string;
  percent: string;
  stage: string;
}

const MUSIC_TEST_IDS: ProgressTestIds = {
  dialog: 'music-progress',
  percent: 'music-progress-percent',
  stage: 'music-progress-stage',
};

/** Work being done (music made, the audiobook mixed): the job's percentage and stage; it closes when the work ends. */
export function GenerationProgressDialog({
  progress,
  title = 'Generating Music',
  testIds = MUSIC_TEST_IDS,
}: {
  progress: JobProgress;
  title?: string;
  testIds?: ProgressTestIds;
}) {
  const percent = Math.round(progress.percent);
  return (
    <Dialog title={title} onClose={ignore} actions={null}>
      <div className="rt-generation" data-testid={testIds.dialog}>
        <ProgressBar percent={percent} className="rt-generation__bar" />
        <p className="rt-generation__figures">
          <span data-testid={testIds.percent}>{percent}%</span>
          <span data-testid={testIds.stage}>{progress.stage}</span>
        </p>
      </div>
    </Dialog>
  );
}
