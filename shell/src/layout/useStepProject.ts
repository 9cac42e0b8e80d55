import type { Project } from '@reeltalk/contracts';
import { callFailure, skipToken, useGetProjectQuery } from '@reeltalk/web-kit';

interface StepProject {
  /** The project of the route, once loaded (null while loading, on error or without a project). */
  project: Project | null;
  error: string;
  /** The project does not exist for this user (deleted, or never theirs): nothing on the route can act on it. */
  missing: boolean;
  reload: () => void;
}

/**
 * The route's project for the step bar (name, mixed audio), from the shared API cache: the steps read the same entry,
 * and whatever changes the project (saving, narrating, processing a voice) invalidates it, so the bar follows. A
 * project opened again (from the library, say) is read afresh: what was cached when it was last open may predate its
 * mix, and would grey out the steps that mixed audio opens.
 */
export function useStepProject(projectId: string | undefined): StepProject {
  const { currentData, error, refetch } = useGetProjectQuery(projectId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return {
    project: projectId ? (currentData ?? null) : null,
    error: error ? callFailure(error) : '',
    missing: projectId !== undefined && error !== undefined && 'status' in error && error.status === 404,
    reload: () => void refetch(),
  };
}
