import './ui.css';

/** A busy indicator with its text, announced to assistive technology. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="rt-spinner" role="status" aria-live="polite">
      <span className="rt-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
