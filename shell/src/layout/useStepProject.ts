import type { Project } from '@reeltalk/contracts';
import { callFailure, skipToken, useGetProjectQuery } from '@reeltalk/web-kit';

export interface StepProject {
  /** The project of the route, once loaded (null while loading, on error or without a project). */
  project: Project | null;
  error: string;
  reload: () => void;
}

/**
 * The route's project for the step bar (name, mixed audio), from the shared API cache: the steps read the same entry,
 * and whatever changes the project (saving, narrating, processing a voice) invalidates it, so the bar follows.
 */
export function useStepProject(projectId: string | undefined): StepProject {
  const { currentData, error, refetch } = useGetProjectQuery(projectId ?? skipToken);
  return {
    project: projectId ? (currentData ?? null) : null,
    error: error ? callFailure(error) : '',
    reload: () => void refetch(),
  };
}
