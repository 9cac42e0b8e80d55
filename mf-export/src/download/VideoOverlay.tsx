import { EXPORT_MESSAGES } from '@reeltalk/contracts';
import { Dialog, JobProgressView, type JobProgress } from '@reeltalk/web-kit';

const ignore = () => undefined;

const TEST_IDS = { percent: 'video-progress', waiting: 'video-waiting' };

/** The waveform video being rendered: the render's percentage; it closes by itself when the video is ready. */
export function VideoOverlay({ progress }: { progress: JobProgress }) {
  return (
    <Dialog title={EXPORT_MESSAGES.videoGenerating} onClose={ignore} actions={null}>
      <div className="rt-export-video" data-testid="video-overlay">
        <p className="rt-export-video__hint">{EXPORT_MESSAGES.videoWait}</p>
        <JobProgressView progress={progress} testIds={TEST_IDS} />
      </div>
    </Dialog>
  );
}
