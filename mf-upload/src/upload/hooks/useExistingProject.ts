import { useEffect, useState } from 'react';
import type { Project } from '@reeltalk/contracts';
import { useAppDispatch } from '@reeltalk/web-kit';
import { fetchProject } from '../slices/uploadFlowSlice.ts';

export type ExistingProject =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; project: Project }
  | { status: 'failed'; error: string };

/** The route's project on /app/project/:id/upload; 'none' on a new project. */
export function useExistingProject(projectId: string | undefined): ExistingProject {
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<{ id: string; result: ExistingProject } | null>(null);

  useEffect(() => {
    if (!projectId) return undefined;
    const request = dispatch(fetchProject(projectId));
    request.then((action) => {
      if (fetchProject.fulfilled.match(action)) {
        setLoaded({ id: projectId, result: { status: 'loaded', project: action.payload } });
      } else if (!action.meta.aborted) {
        setLoaded({ id: projectId, result: { status: 'failed', error: action.payload ?? action.error.message ?? '' } });
      }
    });
    return () => request.abort();
  }, [dispatch, projectId]);

  if (!projectId) return { status: 'none' };
  return loaded?.id === projectId ? loaded.result : { status: 'loading' };
}
