import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ui.css';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons at its foot, in reading order (Cancel first). */
  actions: ReactNode;
  /** Escape and a click beside the dialog call it, as Cancel does. */
  onClose: () => void;
}

/** A modal dialog over a dimmed page: titled for assistive technology, focused when it opens, closed by Escape. */
export function Dialog({ title, children, actions, onClose }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className="rt-dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={box} className="rt-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className="rt-dialog__title">
          {title}
        </h2>
        <div className="rt-dialog__body">{children}</div>
        <div className="rt-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
