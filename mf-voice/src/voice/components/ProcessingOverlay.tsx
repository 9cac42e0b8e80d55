import { JobProgressView, type JobProgress } from '@reeltalk/web-kit';

const TEST_IDS = {
  stage: 'voice-processing-stage',
  percent: 'voice-processing-percent',
  waiting: 'voice-processing-waiting',
};

/** Covers the page while the voice is processed: the job's stage, percentage and, while it waits, why. */
export function ProcessingOverlay({ progress }: { progress: JobProgress }) {
  return (
    <div className="rt-voice-overlay" data-testid="voice-processing-overlay">
      <div
        className="rt-voice-overlay__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Processing your voice and emotion selections"
      >
        <span className="rt-voice-overlay__wheel" aria-hidden="true" />
        <JobProgressView progress={progress} testIds={TEST_IDS} className="rt-voice-overlay__progress" />
      </div>
    </div>
  );
}
