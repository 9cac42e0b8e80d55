import { deleteProjectFailed, deleteProjectQuestion, LIBRARY_MESSAGES, type LibraryProject } from '@reeltalk/contracts';
import { Button, callFailure, Dialog } from '@reeltalk/web-kit';
import { useDeleteProjectMutation } from '../libraryApi.ts';
import { LIBRARY_UI } from '../messages.ts';

interface DeleteProjectDialogProps {
  project: LibraryProject;
  onClose: () => void;
  /** Called once the server has deleted it. */
  onDeleted: (project: LibraryProject) => void;
}

/** 'Delete Project': asks before deleting; a failure is said in the dialog, which stays open to try again. */
export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const [deleteProject, { isLoading, error }] = useDeleteProjectMutation();
  const confirm = async () => {
    const result = await deleteProject(project._id);
    if (!('error' in result)) onDeleted(project);
  };
  return (
    <Dialog
      title={LIBRARY_MESSAGES.deleteTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {LIBRARY_UI.cancel}
          </Button>
          <Button className="library-danger" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? LIBRARY_UI.deleting : LIBRARY_UI.delete}
          </Button>
        </>
      }
    >
      <p>{deleteProjectQuestion(project.name)}</p>
      {error && (
        <p className="library-dialog__error" role="alert">
          {deleteProjectFailed(callFailure(error))}
        </p>
      )}
    </Dialog>
  );
}
