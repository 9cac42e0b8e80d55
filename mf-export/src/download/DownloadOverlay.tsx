import { EXPORT_MESSAGES, MIX_STAGES } from '@reeltalk/contracts';
import { Dialog, JobProgressView, type JobProgressTestIds } from '@reeltalk/web-kit';
import { EXPORT_TEXTS } from '../exportTexts.ts';
import type { DownloadWork } from './useDownloads.ts';

const ignore = () => undefined;

const OVERLAYS: Record<
  DownloadWork['kind'],
  { title: string; hint: string; testId: string; testIds: JobProgressTestIds; firstStage?: string }
> = {
  // The mix job's own stages show, as in the soundtrack step's Mix & Export.
  updating: {
    title: EXPORT_TEXTS.updatingTitle,
    hint: EXPORT_TEXTS.updatingHint,
    testId: 'update-overlay',
    testIds: { stage: 'update-stage', percent: 'update-progress', waiting: 'update-waiting' },
    firstStage: MIX_STAGES.preparing,
  },
  // The render names its one stage in the title.
  video: {
    title: EXPORT_MESSAGES.videoGenerating,
    hint: EXPORT_MESSAGES.videoWait,
    testId: 'video-overlay',
    testIds: { percent: 'video-progress', waiting: 'video-waiting' },
  },
};

/** What a download waits for (its files made again, or the waveform video): its progress; it closes by itself. */
export function DownloadOverlay({ work }: { work: DownloadWork }) {
  const { title, hint, testId, testIds, firstStage } = OVERLAYS[work.kind];
  return (
    <Dialog title={title} onClose={ignore} actions={null}>
      <div className="rt-export-progress" data-testid={testId}>
        <p className="rt-export-progress__hint">{hint}</p>
        <JobProgressView progress={work.progress} testIds={testIds} firstStage={firstStage} />
      </div>
    </Dialog>
  );
}
