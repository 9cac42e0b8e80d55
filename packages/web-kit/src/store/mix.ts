import { JOB_KINDS, mixAudioResponseSchema, type MixAudioResponse } from '@reeltalk/contracts';
import type { JobProgress } from '../api/jobProgress.ts';
import { callFollowingJob } from './jobCall.ts';
import { PROJECT_LIST, reelTalkApi } from './reelTalkApi.ts';

const mixApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/projects/:id/mix-audio: answers once the mix is stored (or at once with a mix of the same inputs made
     * before), which is the project's mix from then on: the project is read again.
     */
    mixAudio: build.mutation<MixAudioResponse, string>({
      query: (projectId) => ({
        method: 'POST',
        path: `/projects/${encodeURIComponent(projectId)}/mix-audio`,
        answer: mixAudioResponseSchema,
      }),
      invalidatesTags: (_mix, error, projectId) => (error ? [] : [{ type: 'Project', id: projectId }, PROJECT_LIST]),
    }),
  }),
});

/**
 * Mixes the project's audiobook (mixApi's mixAudio) while reporting the mix job's progress: the queue's words
 * ('Waiting to start...', a place in line) come as the reason to wait, not as a stage of the mix. Shared by the
 * soundtrack step's Mix & Export and the export step's downloads, which ask for a mix of the project as it is now:
 * `await dispatch(mixAudiobook(projectId, onProgress, signal))`.
 */
export const mixAudiobook = (projectId: string, onProgress: (progress: JobProgress) => void, signal?: AbortSignal) =>
  callFollowingJob(mixApi.endpoints.mixAudio.initiate(projectId), {
    projectId,
    kind: JOB_KINDS.mix,
    onProgress,
    signal,
  });
