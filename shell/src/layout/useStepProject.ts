import { useCallback, useEffect, useState } from 'react';
import type { ApiSuccess, Project } from '@reeltalk/contracts';
import { api, onProjectUpdated } from '@reeltalk/web-kit';

export interface StepProject {
  /** The project of the route, once loaded (null while loading, on error or without a project). */
  project: Project | null;
  error: string;
  reload: () => void;
}

/**
 * The route's project for the step bar (name, mixed audio). It is fetched again on every step change and on a
 * 'projectUpdated' window event, since the steps change it (narration, mixing, renaming).
 */
export function useStepProject(projectId: string | undefined, step: string): StepProject {
  const [loaded, setLoaded] = useState<{ id: string; project: Project | null; error: string } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    if (!projectId) return undefined;
    let active = true;
    api
      .get<ApiSuccess<Project>>(`/projects/${projectId}`)
      .then(({ data }) => {
        if (active) setLoaded({ id: projectId, project: data, error: '' });
      })
      .catch((error: unknown) => {
        if (active)
          setLoaded({ id: projectId, project: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
  }, [projectId, step, version]);

  useEffect(() => onProjectUpdated(reload), [reload]);

  // A result for another project (the route just changed) counts as not loaded yet.
  const current = loaded && loaded.id === projectId ? loaded : null;
  return { project: current?.project ?? null, error: current?.error ?? '', reload };
}
