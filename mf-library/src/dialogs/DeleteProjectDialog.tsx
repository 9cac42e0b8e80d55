import { deleteProjectFailed, deleteProjectQuestion, LIBRARY_MESSAGES, type LibraryProject } from '@reeltalk/contracts';
import { callFailure } from '@reeltalk/web-kit';
import { useDeleteProjectMutation } from '../libraryApi.ts';
import { LIBRARY_UI } from '../messages.ts';
import { ActionDialog } from './ActionDialog.tsx';

interface DeleteProjectDialogProps {
  project: LibraryProject;
  onClose: () => void;
  /** Called once the server has deleted it. */
  onDeleted: (project: LibraryProject) => void;
}

/** 'Delete Project': asks before deleting. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const [deleteProject, { isLoading, error }] = useDeleteProjectMutation();
  const confirm = async () => {
    const result = await deleteProject(project._id);
    if (!('error' in result)) onDeleted(project);
  };
  return (
    <ActionDialog
      title={LIBRARY_MESSAGES.deleteTitle}
      onClose={onClose}
      action={{
        label: LIBRARY_UI.delete,
        busyLabel: LIBRARY_UI.deleting,
        busy: isLoading,
        run: () => void confirm(),
        className: 'library-danger',
      }}
      failure={error ? deleteProjectFailed(callFailure(error)) : ''}
    >
      <p>{deleteProjectQuestion(project.name)}</p>
    </ActionDialog>
  );
}
