import { EXPORT_MESSAGES } from '@reeltalk/contracts';
import { Dialog, ProgressBar } from '@reeltalk/web-kit';

const ignore = () => undefined;

/** The waveform video being rendered: the render's percentage; it closes by itself when the video is ready. */
export function VideoOverlay({ percent }: { percent: number }) {
  return (
    <Dialog title={EXPORT_MESSAGES.videoGenerating} onClose={ignore} actions={null}>
      <div className="rt-export-video" data-testid="video-overlay">
        <p className="rt-export-video__hint">{EXPORT_MESSAGES.videoWait}</p>
        <ProgressBar percent={percent} />
        <p className="rt-export-video__percent" data-testid="video-progress">
          {percent}%
        </p>
      </div>
    </Dialog>
  );
}
