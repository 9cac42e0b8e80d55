import './ui.css';

interface ProgressBarProps {
  /** 0 to 100, as the caller shows it beside the bar. */
  percent: number;
  /** What is progressing, for assistive technology (leave it out where a dialog already names it). */
  label?: string;
  /** The remote's own look on top of the common one. */
  className?: string;
}

/** A bar filled to the percentage, announced as a progressbar from 0 to 100. */
export function ProgressBar({ percent, label, className }: ProgressBarProps) {
  return (
    <div
      className={className ? `rt-progress ${className}` : 'rt-progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="rt-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
