import { useEffect } from 'react';
import { isJobInFlight, type Project } from '@reeltalk/contracts';
import { projectChanged, useAppDispatch } from '@reeltalk/web-kit';
import {
  followNarration,
  needsNarration,
  startNarration,
  type NarrationProgress,
} from '../slices/reviewProjectSlice.ts';

/**
 * Narrates a project that needs it (a script, but neither transcript nor vocal audio), follows the job in flight (started here, by the upload step or in an
 * earlier visit) while the step is open, and reloads the project when the narration has completed.
 */
export function useNarration(projectId: string, project: Project | null, narration: NarrationProgress | null) {
  const dispatch = useAppDispatch();
  const shouldStart = project !== null && needsNarration(project, narration);
  const runningJob = narration && isJobInFlight(narration.state) ? narration.jobId : null;
  const completedJob = narration?.state === 'done' ? narration.jobId : null;

  useEffect(() => {
    if (shouldStart) void dispatch(startNarration(projectId));
  }, [dispatch, shouldStart, projectId]);

  useEffect(() => {
    if (!runningJob) return undefined;
    const watch = dispatch(followNarration({ projectId, jobId: runningJob }));
    return () => watch.abort();
  }, [dispatch, projectId, runningJob]);

  useEffect(() => {
    if (!completedJob) return;
    dispatch(projectChanged(projectId));
  }, [dispatch, completedJob, projectId]);
}
