import { Dialog, JobProgressView, type JobProgress, type JobProgressTestIds } from '@reeltalk/web-kit';

const ignore = () => undefined;

const MUSIC_TEST_IDS: JobProgressTestIds = {
  stage: 'music-progress-stage',
  percent: 'music-progress-percent',
  waiting: 'music-progress-waiting',
};

/**
 * Work being done (music made, the audiobook mixed): the job's stage, percentage and, while it waits, why; it closes
 * when the work ends.
 */
export function GenerationProgressDialog({
  progress,
  title = 'Generating Music',
  dialogTestId = 'music-progress',
  testIds = MUSIC_TEST_IDS,
  firstStage,
}: {
  progress: JobProgress;
  title?: string;
  dialogTestId?: string;
  testIds?: JobProgressTestIds;
  firstStage?: string;
}) {
  return (
    <Dialog title={title} onClose={ignore} actions={null}>
      <div className="rt-generation" data-testid={dialogTestId}>
        <JobProgressView progress={progress} testIds={testIds} firstStage={firstStage} />
      </div>
    </Dialog>
  );
}
