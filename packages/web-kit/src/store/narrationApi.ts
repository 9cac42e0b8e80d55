import { dataAnswer, narrateAudioAnswerSchema, narrationStatusSchema, type NarrationStatus } from '@reeltalk/contracts';
import type { ApiClient } from '../api/client.ts';
import { followJobInCache, type FollowedJob } from '../api/followJob.ts';
import { narrationFailure } from '../api/narration.ts';
import { projectChanged, reelTalkApi } from './reelTalkApi.ts';

/** One narration job of a project: the narration query's argument. */
export interface NarrationJob {
  projectId: string;
  jobId: string;
}

const NARRATION_REPLACED = 'The narration was replaced by a newer one.';

const narrationPath = (jobId: string) => `/narrations/${encodeURIComponent(jobId)}`;
const narrationAnswer = dataAnswer(narrationStatusSchema);

/** A narration's status as the steps show it: a failure carries its text for people. */
const shown = (status: NarrationStatus): NarrationStatus =>
  status.state === 'failed' ? { ...status, error: narrationFailure(status) } : status;

/**
 * The narration's status once `job` is heard on its stream. A cancelled narration (replaced by another) will not
 * finish: it reads as failed. Published parts are never taken back: an event that does not count them keeps the count.
 */
function heard(status: NarrationStatus, { state, parts, ...job }: FollowedJob): NarrationStatus {
  const now = { ...status, ...job, ...(parts !== undefined && { parts }) };
  return shown(
    state === 'cancelled' ? { ...now, state: 'failed', error: job.error ?? NARRATION_REPLACED } : { ...now, state },
  );
}

/**
 * Narration as server state, in the one API: starting a project's narration, and the narration's status in the cache,
 * which follows its job (followJobInCache: the project's event stream, else GET /api/narrations/:jobId again) while any
 * step reads it. Review, upload and the voice step all start and follow a narration through these.
 */
export const narrationApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/narrate-audio: starts (or rejoins) the project's narration job; answers its id. */
    narrateProject: build.mutation<string, string>({
      query: (projectId) => ({
        method: 'POST',
        path: '/narrate-audio',
        body: { projectId, vocalType: 'default' },
        answer: dataAnswer(narrateAudioAnswerSchema.shape.data).transform(({ jobId }) => jobId),
      }),
      onQueryStarted: async (projectId, { dispatch, queryFulfilled }) => {
        const started = await queryFulfilled.catch(() => null);
        if (started) dispatch(narrationInFlight({ projectId, jobId: started.data }));
      },
    }),
    /**
     * GET /api/narrations/:jobId, then the job followed in the cache entry until it ends (its state, stage, percent,
     * parts and error move there); a narration that ends done has the project read again everywhere.
     */
    narration: build.query<NarrationStatus, NarrationJob>({
      query: ({ jobId }) => ({ path: narrationPath(jobId), answer: narrationAnswer }),
      transformResponse: shown,
      onCacheEntryAdded: async ({ projectId, jobId }, entry) => {
        await followJobInCache(entry, {
          job: jobId,
          projectId,
          read: async (client: ApiClient) => shown(narrationAnswer.parse(await client.get(narrationPath(jobId)))),
          stateOf: ({ state, stage, percent, error, parts }) => ({ state, stage, percent, error, parts }),
          heard,
        });
        if (entry.getCacheEntry().data?.state === 'done') entry.dispatch(projectChanged(projectId));
      },
    }),
  }),
});

export const { useNarrateProjectMutation, useNarrationQuery } = narrationApi;

/** Where a narration is, as a step already knows it. */
type KnownNarration = Pick<NarrationStatus, 'state' | 'stage' | 'percent'>;

const QUEUED: KnownNarration = { state: 'queued', stage: '', percent: 0 };

/**
 * A narration job in flight whose state the step already knows (just started: queued; read with its project): its
 * cache entry starts there and follows the job, without asking the server again. A job already in the cache keeps
 * its entry.
 */
export const narrationInFlight =
  (job: NarrationJob, known: KnownNarration = QUEUED) =>
  (dispatch: (action: unknown) => unknown, getState: () => unknown): void => {
    if (narrationApi.endpoints.narration.select(job)(getState() as never).data) return;
    const { state, stage, percent } = known;
    dispatch(narrationApi.util.upsertQueryData('narration', job, { ...job, state, stage, percent, error: null }));
  };
