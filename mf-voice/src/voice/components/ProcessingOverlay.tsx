import type { ProgressStage } from '@reeltalk/contracts';
import { ProgressBar } from '@reeltalk/web-kit';

/** Covers the page while the voice is processed: the job's stage text and percentage. */
export function ProcessingOverlay({ progress }: { progress: ProgressStage }) {
  const percent = Math.round(progress.percent);
  return (
    <div className="rt-voice-overlay" data-testid="voice-processing-overlay">
      <div
        className="rt-voice-overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Processing your voice and emotion selections"
      >
        <span className="rt-voice-overlay__wheel" aria-hidden="true" />
        <p className="rt-voice-overlay__stage" data-testid="voice-processing-stage" aria-live="polite">
          {progress.text}
        </p>
        <ProgressBar percent={percent} className="rt-voice-overlay__bar" />
        <p className="rt-voice-overlay__percent" data-testid="voice-processing-percent">
          {percent}%
        </p>
      </div>
    </div>
  );
}
