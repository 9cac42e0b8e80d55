import { useEffect, useRef } from 'react';
import { CREATE_FLOW_PROGRESS, NEW_PROJECT_STATUS, uploadFailed, type CreateProjectBody } from '@reeltalk/contracts';
import {
  callFailure,
  narrationApi,
  projectChanged,
  reelTalkApi,
  skipToken,
  useAppDispatch,
  useAppSelector,
  useNarrationQuery,
} from '@reeltalk/web-kit';
import { narrationBarPercent, uploadBarPercent } from '../progress.ts';
import {
  narrationStarted,
  percentReached,
  projectCreated,
  runFailed,
  runStarted,
  runSucceeded,
  stageReached,
  uploadFlowLeft,
  uploadFlowSlice,
} from '../slices/uploadFlowSlice.ts';
import { uploadApi } from '../uploadApi.ts';

export interface UploadScriptArgs {
  file: File;
  name: string;
  genres: string[];
  /** The route's project (/app/project/:id/upload); absent on a new project. */
  existing: { projectId: string; hasScript: boolean; detailsChanged: boolean } | null;
}

/**
 * The create flow: create the project (status In Progress) or take the route's, upload the script (replacing any
 * earlier one), start its narration and follow the job (in the API's cache) until its first part can be played, or to
 * its end. Progress is the real work's: the bytes sent and the narration's own percentage. Leaving the step stops the
 * run (the narration job itself goes on; review picks it up) and forgets it.
 */
export function useUploadScript() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(uploadFlowSlice.selectors.selectUploadFlow);
  const run = useRef<AbortController | null>(null);
  const running = flow.status === 'running';
  const { projectId: flowProject, jobId } = flow;
  const shown = (running || flow.status === 'succeeded') && flowProject && jobId;
  const job = useNarrationQuery(shown ? { projectId: flowProject, jobId } : skipToken);
  const narration = job.currentData;

  useEffect(
    () => () => {
      run.current?.abort();
      dispatch(uploadFlowLeft());
    },
    [dispatch],
  );

  // Review opens as soon as the first part of the narration plays; it follows the rest there.
  const failure = job.error ? callFailure(job.error) : narration?.state === 'failed' ? (narration.error ?? '') : null;
  const playable = narration && (narration.state === 'done' || (narration.parts ?? 0) > 0);
  useEffect(() => {
    if (!running) return;
    if (failure !== null) dispatch(runFailed(uploadFailed(failure)));
    else if (playable) dispatch(runSucceeded());
  }, [dispatch, running, failure, playable]);

  const upload = async ({ file, name, genres, existing }: UploadScriptArgs) => {
    run.current?.abort();
    const { signal } = (run.current = new AbortController());
    const replacing = existing?.hasScript ?? false;
    let projectId = existing?.projectId ?? flow.projectId;
    dispatch(runStarted(replacing));
    try {
      if (!projectId) {
        dispatch(stageReached({ stage: 'creating', progress: CREATE_FLOW_PROGRESS.creating }));
        const body: CreateProjectBody = { name, genres, status: NEW_PROJECT_STATUS };
        projectId = (await dispatch(reelTalkApi.endpoints.createProject.initiate(body)).unwrap())._id;
        signal.throwIfAborted();
        dispatch(projectCreated(projectId));
      } else if (existing?.detailsChanged) {
        const changes = { name, genres };
        await dispatch(reelTalkApi.endpoints.updateProject.initiate({ id: projectId, changes })).unwrap();
        signal.throwIfAborted();
      }

      const uploadStart = replacing ? CREATE_FLOW_PROGRESS.replaceStarted : CREATE_FLOW_PROGRESS.uploadStarted;
      dispatch(stageReached({ stage: 'uploading', progress: uploadStart }));
      const sending = dispatch(
        uploadApi.endpoints.uploadScriptFile.initiate({
          projectId,
          file,
          onProgress: ({ percent }) => dispatch(percentReached(uploadBarPercent(replacing, percent))),
        }),
      );
      signal.addEventListener('abort', () => sending.abort(), { once: true });
      await sending.unwrap();
      signal.throwIfAborted();

      dispatch(stageReached({ stage: 'narrating', progress: CREATE_FLOW_PROGRESS.narrating }));
      const jobId = await dispatch(narrationApi.endpoints.narrateProject.initiate(projectId)).unwrap();
      signal.throwIfAborted();
      dispatch(narrationStarted({ projectId, jobId }));
    } catch (error) {
      if (!signal.aborted) dispatch(runFailed(uploadFailed(callFailure(error))));
    } finally {
      // Whatever got done (details, script) shows wherever the project is read.
      if (projectId) dispatch(projectChanged(projectId));
    }
  };

  const percent = narration ? Math.max(flow.percent, narrationBarPercent(narration.percent)) : flow.percent;
  /** What the narration job is doing now, as it reports it. */
  const narrationStage = narration?.stage ?? '';
  return { flow: { ...flow, percent }, narrationStage, upload };
}
