import { useState } from 'react';
import type { LibraryProject, PublisherMembership } from '@reeltalk/contracts';
import { callFailure } from '@reeltalk/web-kit';
import { useAssignPublisherMutation } from '../libraryApi.ts';
import { assignFailed, assignQuestion, LIBRARY_UI } from '../messages.ts';
import { ActionDialog } from './ActionDialog.tsx';

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
    <ActionDialog
      title={LIBRARY_UI.assign}
      onClose={onClose}
      action={{ label: LIBRARY_UI.assign, busyLabel: LIBRARY_UI.assigning, busy: isLoading, run: () => void save() }}
      failure={error ? assignFailed(callFailure(error)) : ''}
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
    </ActionDialog>
  );
}
