import { useState } from 'react';
import type { LibraryProject, PublisherMembership } from '@reeltalk/contracts';
import { Button, callFailure, Dialog } from '@reeltalk/web-kit';
import { useAssignPublisherMutation } from '../libraryApi.ts';
import { assignFailed, assignQuestion, LIBRARY_UI } from '../messages.ts';

interface AssignPublisherDialogProps {
  project: LibraryProject;
  memberships: readonly PublisherMembership[];
  onClose: () => void;
}

/** Lists the publishers the owner belongs to; the chosen one's members then find the project in their library. */
export function AssignPublisherDialog({ project, memberships, onClose }: AssignPublisherDialogProps) {
  const [chosen, setChosen] = useState<string | null>(project.publisher?._id ?? null);
  const [assign, { isLoading, error }] = useAssignPublisherMutation();
  const choices = [
    { id: null, name: LIBRARY_UI.noPublisher },
    ...memberships.map(({ publisherId }) => ({ id: publisherId._id, name: publisherId.name })),
  ];
  const save = async () => {
    const result = await assign({ id: project._id, publisherId: chosen });
    if (!('error' in result)) onClose();
  };
  return (
    <Dialog
      title={LIBRARY_UI.assign}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {LIBRARY_UI.cancel}
          </Button>
          <Button disabled={isLoading} onClick={() => void save()}>
            {isLoading ? LIBRARY_UI.assigning : LIBRARY_UI.assign}
          </Button>
        </>
      }
    >
      <p>{assignQuestion(project.name)}</p>
      <div className="library-dialog__choices" role="radiogroup" aria-label={LIBRARY_UI.assign}>
        {choices.map(({ id, name }) => (
          <label key={id ?? 'none'} className="library-dialog__choice">
            <input type="radio" name="publisher" checked={chosen === id} onChange={() => setChosen(id)} />
            {name}
          </label>
        ))}
      </div>
      {error && (
        <p className="library-dialog__error" role="alert">
          {assignFailed(callFailure(error))}
        </p>
      )}
    </Dialog>
  );
}
