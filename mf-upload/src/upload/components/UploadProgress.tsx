import { ProgressBar } from '@reeltalk/web-kit';
import type { ProgressStep } from '../progress.ts';

interface UploadProgressProps {
  steps: ProgressStep[];
  percent: number;
  message: string;
  /** The narration job's current stage. */
  detail: string;
}

/** The progress bar with the create flow's message and the narration's stage. */
export function UploadProgress({ steps, percent, message, detail }: UploadProgressProps) {
  return (
    <div className="rt-upload-progress" data-testid="upload-progress">
      <ProgressSteps steps={steps} />
      <ProgressBar percent={percent} label="Upload progress" className="rt-upload-progress__track" />
      <p className="rt-upload-progress__text">
        <span data-testid="upload-message">{message}</span>
        <span data-testid="upload-percent">{percent}%</span>
      </p>
      {/* The narration's first stage reads like the flow's own message: say it once. */}
      {detail && detail !== message && (
        <p className="rt-upload-progress__detail" data-testid="upload-detail">
          {detail}
        </p>
      )}
    </div>
  );
}

/** Creating Project, Uploading File, Processing Audio (or Replacing File, Processing Audio), each with its state. */
export function ProgressSteps({ steps }: { steps: ProgressStep[] }) {
  return (
    <ol className="rt-upload-steps" data-testid="progress-steps">
      {steps.map((step) => (
        <li
          key={step.label}
          className={`rt-upload-steps__step rt-upload-steps__step--${step.state}`}
          data-testid="progress-step"
          data-state={step.state}
          aria-current={step.state === 'in-progress' ? 'step' : undefined}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
