import {
  dataAnswer,
  musicGenerationStartedSchema,
  musicStatusSchema,
  scoreProposalSchema,
  soundtrackSchema,
  type MusicGenerationBody,
  type MusicStatus,
  type ScoreProposal,
  type Soundtrack,
} from '@reeltalk/contracts';
import { reelTalkApi } from '@reeltalk/web-kit';

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
     * GET /api/music/status/:id: how the generation is doing, read afresh each time (followJob's fallback). Once it
     * is completed, its track is in the soundtrack list: the list is read again.
     */
    getMusicStatus: build.query<MusicStatus, string>({
      query: (generationId) => ({
        path: `/music/status/${encodeURIComponent(generationId)}`,
        answer: dataAnswer(musicStatusSchema),
      }),
      keepUnusedDataFor: 0,
      async onQueryStarted(_generationId, { dispatch, queryFulfilled }) {
        const read = await queryFulfilled.catch(() => undefined);
        if (read?.data.status === 'completed') dispatch(soundtracksChanged());
      },
    }),
  }),
});

export const { useGetSoundtracksQuery, useLazyGetScoreProposalQuery } = soundtrackApi;

/** A generation made a new track, or a score its tracks: the list is read again. */
export const soundtracksChanged = () => reelTalkApi.util.invalidateTags(['Soundtracks']);
