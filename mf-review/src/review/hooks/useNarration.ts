import { useEffect } from 'react';
import {
  callFailure,
  narrationInFlight,
  skipToken,
  useAppDispatch,
  useNarrateProjectMutation,
  useNarrationQuery,
} from '@reeltalk/web-kit';
import type { Project } from '@reeltalk/contracts';
import { needsNarration, type NarrationProgress, type NarrationStart } from '../slices/reviewProjectSlice.ts';

/** What the review step follows: the narration job, or the start of one. */
interface Followed {
  jobId: string | null;
  start: NarrationStart | null;
}

/**
 * The open project's narration as the step shows it: the start of one, else the followed job's status from the API's
 * cache (which follows the job and has the project read again once it is done). Narrates a project that needs it (a
 * script, but neither transcript nor vocal audio). Answers the narration and how to start it again ('Try Again').
 */
export function useNarration(
  projectId: string,
  project: Project | null,
  followed: Followed | null,
): [NarrationProgress | null, () => void] {
  const dispatch = useAppDispatch();
  const [narrate] = useNarrateProjectMutation();
  const jobId = followed?.jobId ?? null;
  const known = jobId && project?.narration?.jobId === jobId ? project.narration : undefined;
  // Before the entry is read: a job just started, or read in flight with the project, is followed from there (once:
  // an entry in the cache is kept, its job's own stream says more than the project read again).
  useEffect(() => {
    if (jobId) dispatch(narrationInFlight({ projectId, jobId }, known));
  }, [dispatch, projectId, jobId, known]);
  const job = useNarrationQuery(jobId ? { projectId, jobId } : skipToken);
  const narration = narrationProgress(jobId, followed?.start ?? null, job, project);
  const shouldStart = project !== null && needsNarration(project, narration);

  useEffect(() => {
    if (shouldStart) void narrate(projectId);
  }, [narrate, shouldStart, projectId]);

  return [narration, () => void narrate(projectId)];
}

function narrationProgress(
  jobId: string | null,
  start: NarrationStart | null,
  job: ReturnType<typeof useNarrationQuery>,
  project: Project | null,
): NarrationProgress | null {
  const none = { jobId, stage: '', percent: 0, error: null, parts: 0 };
  if (start) return { ...none, ...start };
  if (!jobId) return null;
  if (job.error) return { ...none, state: 'failed', error: callFailure(job.error) };
  const status = job.currentData ?? (project?.narration?.jobId === jobId ? project.narration : null);
  if (!status) return { ...none, state: 'queued' };
  const { state, stage, percent } = status;
  const error = 'error' in status ? status.error : null;
  const parts = 'parts' in status ? (status.parts ?? 0) : 0;
  return { jobId, state, stage, percent, error: state === 'failed' ? error : null, parts };
}
