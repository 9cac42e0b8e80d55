import { Button } from '@reeltalk/web-kit';
import { EDIT_MESSAGES } from './messages.ts';
import type { EditProblem } from './useScriptEditor.ts';

/** Why a change was not made; when the script changed elsewhere, with Reload to see its latest version. */
export function ProblemNote({ id, problem, onReload }: { id?: string; problem: EditProblem; onReload: () => void }) {
  return (
    <div className="rt-edit-problem" id={id} role="alert" data-testid="edit-problem">
      <p>{problem.message}</p>
      {problem.stale && (
        <Button variant="secondary" onClick={onReload} data-testid="edit-reload">
          {EDIT_MESSAGES.reload}
        </Button>
      )}
    </div>
  );
}
