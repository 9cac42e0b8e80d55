import type { ReactNode } from 'react';
import { Button, Dialog } from '@reeltalk/web-kit';
import { LIBRARY_UI } from '../messages.ts';

interface ActionDialogProps {
  title: string;
  children: ReactNode;
  /** The action's button: its label, and its label while the action runs (it is disabled meanwhile). */
  action: { label: string; busyLabel: string; busy: boolean; run: () => void; className?: string };
  /** The reason the action failed, said in the dialog, which stays open to try again. */
  failure: string;
  onClose: () => void;
}

/** A dialog asking to confirm one action on a project: Cancel, then the action. */
export function ActionDialog({ title, children, action, failure, onClose }: ActionDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {LIBRARY_UI.cancel}
          </Button>
          <Button className={action.className} disabled={action.busy} onClick={action.run}>
            {action.busy ? action.busyLabel : action.label}
          </Button>
        </>
      }
    >
      {children}
      {failure && (
        <p className="library-dialog__error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
