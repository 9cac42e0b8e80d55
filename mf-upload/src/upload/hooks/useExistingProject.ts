import type { Project } from '@reeltalk/contracts';
import { callFailure, skipToken, useGetProjectQuery } from '@reeltalk/web-kit';

type ExistingProject =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; project: Project }
  | { status: 'failed'; error: string };

/** The route's project on /app/project/:id/upload; 'none' on a new project. */
export function useExistingProject(projectId: string | undefined): ExistingProject {
  // currentData: what the cache holds for this project, never the one shown before it.
  const { currentData, error } = useGetProjectQuery(projectId || skipToken);
  if (!projectId) return { status: 'none' };
  if (currentData) return { status: 'loaded', project: currentData };
  return error ? { status: 'failed', error: callFailure(error) } : { status: 'loading' };
}
