import type { JobProgress } from '../api/jobProgress.ts';
import { ProgressBar } from './ProgressBar.tsx';
import './ui.css';

/** Where tests find the parts of one step's progress. */
export interface JobProgressTestIds {
  stage?: string;
  percent?: string;
  waiting?: string;
}

interface JobProgressViewProps {
  progress: JobProgress;
  /** The stage shown while the job has reported none of its own (waiting, or just taken): the step's first stage. */
  firstStage?: string;
  /** What is progressing, for assistive technology (leave it out where a dialog already names it). */
  label?: string;
  testIds?: JobProgressTestIds;
  /** The step's own look on top of the common one. */
  className?: string;
}

/**
 * Where a job is, the same in every step: its stage, the bar and the percentage and, while it waits its turn, why and
 * its place in line (the queue's own words), so a bar that does not move is never left unexplained.
 */
export function JobProgressView({ progress, firstStage = '', label, testIds = {}, className }: JobProgressViewProps) {
  const percent = Math.round(Math.min(100, Math.max(0, progress.percent)));
  const stage = progress.stage || firstStage;
  return (
    <div className={className ? `rt-job-progress ${className}` : 'rt-job-progress'}>
      {stage && (
        <p className="rt-job-progress__stage" data-testid={testIds.stage} aria-live="polite">
          {stage}
        </p>
      )}
      <ProgressBar percent={percent} label={label} className="rt-job-progress__bar" />
      <p className="rt-job-progress__figures">
        <span className="rt-job-progress__waiting" data-testid={testIds.waiting} role="status">
          {progress.waiting ?? ''}
        </span>
        <span className="rt-job-progress__percent" data-testid={testIds.percent}>
          {percent}%
        </span>
      </p>
    </div>
  );
}
