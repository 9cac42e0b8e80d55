import {
  dataAnswer,
  MUSIC_STATUS_POLL_MS,
  musicGenerationStartedSchema,
  musicStatusSchema,
  scoreProposalSchema,
  soundtrackSchema,
  type MusicGenerationBody,
  type MusicStatus,
  type ScoreProposal,
  type Soundtrack,
} from '@reeltalk/contracts';
import { followJobInCache, reelTalkApi, type FollowedJob } from '@reeltalk/web-kit';

/** A music generation of a project, as its start answered it: the musicGeneration query's argument. */
export interface MusicGeneration {
  projectId: string;
  generationId: string;
}

/** The spec's status words of GET /api/music/status/:id as the job's states, and back. */
const STATE_OF_STATUS: Record<MusicStatus['status'], FollowedJob['state']> = {
  queued: 'queued',
  processing: 'running',
  completed: 'done',
  failed: 'failed',
};
const STATUS_OF_STATE: Record<FollowedJob['state'], MusicStatus['status']> = {
  queued: 'queued',
  running: 'processing',
  done: 'completed',
  failed: 'failed',
  // A generation that will not finish has failed for whoever waits for its track.
  cancelled: 'failed',
};

/** A generation's status as its job's state. */
export const musicJobOf = ({ status, stage, percent, error }: MusicStatus): FollowedJob => ({
  state: STATE_OF_STATUS[status],
  stage,
  percent,
  error,
});

const statusPath = (generationId: string) => `/music/status/${encodeURIComponent(generationId)}`;
const statusAnswer = dataAnswer(musicStatusSchema);
const STARTED: MusicStatus = { status: 'queued', stage: '', percent: 0, error: null, soundtrack: null };

/** The soundtrack step's part of the shared API: the soundtracks the caller may use, which a generation adds to. */
export const soundtrackApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/soundtracks: the stock tracks, then the caller's own. */
    getSoundtracks: build.query<Soundtrack[], void>({
      query: () => ({ path: '/soundtracks', answer: dataAnswer(soundtrackSchema.array()) }),
      providesTags: ['Soundtracks'],
    }),
    /** GET /api/projects/:id/score-proposal: a zone per chapter, which "Score my book" asks for afresh each time. */
    getScoreProposal: build.query<ScoreProposal, string>({
      query: (projectId) => ({
        path: `/projects/${encodeURIComponent(projectId)}/score-proposal`,
        answer: dataAnswer(scoreProposalSchema),
      }),
      keepUnusedDataFor: 0,
    }),
    /** POST /api/music/generate: starts a generation (a job of the server), answered with its id. */
    startMusicGeneration: build.mutation<string, MusicGenerationBody>({
      query: (body) => ({
        method: 'POST',
        path: '/music/generate',
        body,
        answer: dataAnswer(musicGenerationStartedSchema).transform(({ generationId }) => generationId),
      }),
    }),
    /**
     * A generation just started (queued), its job followed in the cache entry while anyone reads it, until it ends: the
     * project's event stream, and once that cannot be opened or drops, GET /api/music/status/:id every 2 s (the
     * spec's). Once it is completed, its track is in the soundtrack list: the list is read again.
     */
    musicGeneration: build.query<MusicStatus, MusicGeneration>({
      queryFn: () => ({ data: STARTED }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: async ({ projectId, generationId }, entry) => {
        await followJobInCache(entry, {
          job: generationId,
          projectId,
          fallbackMs: MUSIC_STATUS_POLL_MS,
          read: async (api) => statusAnswer.parse(await api.get(statusPath(generationId))),
          stateOf: musicJobOf,
          heard: (status, { state, stage, percent, error }) => ({
            ...status,
            status: STATUS_OF_STATE[state],
            stage,
            percent,
            error,
          }),
        });
        if (entry.getCacheEntry().data?.status === 'completed') entry.dispatch(soundtracksChanged());
      },
    }),
    /** GET /api/music/status/:id: the generation's track, once its stream told it completed. */
    getMusicStatus: build.query<MusicStatus, string>({
      query: (generationId) => ({ path: statusPath(generationId), answer: statusAnswer }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSoundtracksQuery, useLazyGetScoreProposalQuery } = soundtrackApi;

/** A generation made a new track, or a score its tracks: the list is read again. */
export const soundtracksChanged = () => reelTalkApi.util.invalidateTags(['Soundtracks']);
