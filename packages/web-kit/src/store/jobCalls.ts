import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  dataAnswer,
  isJobInFlight,
  JOB_KINDS,
  mixAudioResponseSchema,
  projectJobSchema,
  waveformVideoResponseSchema,
  type MixAudioResponse,
  type WaveformVideoResponse,
} from '@reeltalk/contracts';
import { useCallback, useMemo } from 'react';
import { followJobInCache, type FollowedJob } from '../api/followJob.ts';
import { jobProgressOf, type JobProgress } from '../api/jobProgress.ts';
import { PROJECT_LIST, reelTalkApi } from './reelTalkApi.ts';

/**
 * The job of one call of a step whose route answers once its job has ended (the mix, the waveform video): its request
 * names no job, so the first of the project's jobs of `kind` heard in flight is it. `call` is the call's own request
 * id, so each call follows its own job from nothing heard.
 */
export interface JobCall {
  projectId: string;
  kind: string;
  call: string;
}

/** The job of a call in the cache: `heard` once the stream (or the fallback) has told anything of it. */
export type CalledJob = FollowedJob & { heard: boolean };

const NOTHING_HEARD: CalledJob = { state: 'queued', stage: '', percent: 0, error: null, heard: false };

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
const projectJobAnswer = dataAnswer(projectJobSchema);

/**
 * The mutation's side of a job call: while the call waits for its answer, the call's job entry is held, so it follows
 * the job (the stream, else GET /api/projects/:id/jobs/:jobId each second); the answer (or a refusal) lets it go.
 */
const followCalledJob =
  (kind: string) =>
  async (
    projectId: string,
    {
      dispatch,
      queryFulfilled,
      requestId,
    }: { dispatch: (action: never) => unknown; queryFulfilled: Promise<unknown>; requestId: string },
  ) => {
    const held = dispatch(jobCallsApi.endpoints.calledJob.initiate({ projectId, kind, call: requestId }) as never) as {
      unsubscribe(): void;
    };
    await queryFulfilled.catch(() => undefined);
    held.unsubscribe();
  };

const jobCallsApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The job of a call (see JobCall), followed in its cache entry from nothing heard until it ends: its project's
     * event stream, and once that cannot be opened or drops, the job read again (GET /api/projects/:id/jobs/:jobId).
     * Held by its call only: dropped (and the stream closed) as soon as the call is answered.
     */
    calledJob: build.query<CalledJob, JobCall>({
      queryFn: () => ({ data: NOTHING_HEARD }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: ({ projectId, kind }, entry) =>
        followJobInCache(entry, {
          job: { kind },
          projectId,
          read: async (api, jobId) => {
            const { state, stage, percent, error } = projectJobAnswer.parse(
              await api.get(`${projectPath(projectId)}/jobs/${encodeURIComponent(jobId)}`),
            );
            return { state, stage, percent, error, heard: true };
          },
          stateOf: ({ heard: _heard, ...job }) => job,
          heard: (_called, job) => ({ ...job, heard: true }),
        }),
    }),
    /**
     * POST /api/projects/:id/mix-audio: answers once the mix is stored (or at once with a mix of the same inputs made
     * before), which is the project's mix from then on: the project is read again. Its job is followed meanwhile.
     */
    mixAudio: build.mutation<MixAudioResponse, string>({
      query: (projectId) => ({
        method: 'POST',
        path: `${projectPath(projectId)}/mix-audio`,
        answer: mixAudioResponseSchema,
      }),
      invalidatesTags: (_mix, error, projectId) => (error ? [] : [{ type: 'Project', id: projectId }, PROJECT_LIST]),
      onQueryStarted: followCalledJob(JOB_KINDS.mix),
    }),
    /** POST /api/projects/:id/generate-waveform-video: answers once the video is stored. Its job is followed meanwhile. */
    generateWaveformVideo: build.mutation<WaveformVideoResponse, string>({
      query: (projectId) => ({
        method: 'POST',
        path: `${projectPath(projectId)}/generate-waveform-video`,
        answer: waveformVideoResponseSchema,
      }),
      onQueryStarted: followCalledJob(JOB_KINDS.waveformVideo),
    }),
  }),
});

/** What a mutation hook of a job call gives, as far as the call needs it. */
type JobCallMutation<Answer> = readonly [
  (projectId: string) => { unwrap(): Promise<Answer>; abort(): void },
  { requestId?: string; originalArgs?: string; isLoading: boolean },
];

/**
 * A job call from a component: `call(projectId, signal)` sends it and resolves with its answer (rejects with its
 * ApiCallError, or once `signal` aborts: the job carries on on the server); `progress` is its job's, from the cache,
 * while it runs (null before anything is heard of it, and once it has ended). The queue's words ('Waiting to
 * start...', a place in line) come as the reason to wait, not as a stage of the work.
 */
function useJobCall<Answer>([send, sent]: JobCallMutation<Answer>, kind: string) {
  const { requestId, originalArgs: projectId, isLoading } = sent;
  // currentData: the entry of this call only, never an earlier call's.
  const { currentData: job } = jobCallsApi.endpoints.calledJob.useQueryState(
    isLoading && requestId && projectId ? { projectId, kind, call: requestId } : skipToken,
  );
  const progress = useMemo<JobProgress | null>(
    () => (job?.heard && isJobInFlight(job.state) ? jobProgressOf({ queued: job.state === 'queued', ...job }) : null),
    [job],
  );
  const call = useCallback(
    async (id: string, signal?: AbortSignal): Promise<Answer> => {
      const sending = send(id);
      const abort = () => sending.abort();
      signal?.addEventListener('abort', abort, { once: true });
      try {
        return await sending.unwrap();
      } finally {
        signal?.removeEventListener('abort', abort);
      }
    },
    [send],
  );
  return { call, progress };
}

/**
 * Mixes the project's audiobook (the mixAudio mutation) with its job's progress: the soundtrack step's Mix & Export
 * and the export step's downloads, which ask for a mix of the project as it is now, both mix this way.
 */
export const useMixAudio = () => useJobCall(jobCallsApi.useMixAudioMutation(), JOB_KINDS.mix);

/** Renders the project's waveform video (the generateWaveformVideo mutation) with its job's progress. */
export const useWaveformVideo = () =>
  useJobCall(jobCallsApi.useGenerateWaveformVideoMutation(), JOB_KINDS.waveformVideo);

export { jobCallsApi };
