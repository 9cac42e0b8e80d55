import {
  musicGenerationStartedSchema,
  musicStatusSchema,
  scoreProposalSchema,
  soundtrackSchema,
  successSchema,
  type MusicGenerationBody,
  type ScoreProposal,
  type Soundtrack,
} from '@reeltalk/contracts';
import { createAppAsyncThunk, mixAudiobook, reelTalkApi, type api, type JobProgress } from '@reeltalk/web-kit';

type ApiClient = typeof api;

const soundtracksAnswer = successSchema(soundtrackSchema.array());
const generationAnswer = successSchema(musicGenerationStartedSchema);
const statusAnswer = successSchema(musicStatusSchema);
const proposalAnswer = successSchema(scoreProposalSchema);

/** The soundtrack step's part of the shared API: the soundtracks the caller may use, which a generation adds to. */
const soundtrackApi = reelTalkApi.enhanceEndpoints({ addTagTypes: ['Soundtracks'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/soundtracks: the stock tracks, then the caller's own. */
    getSoundtracks: build.query<Soundtrack[], void>({
      query: () => ({ path: '/soundtracks', answer: soundtracksAnswer }),
      transformResponse: (answer: { data: Soundtrack[] }) => answer.data,
      providesTags: ['Soundtracks'],
    }),
    /** GET /api/projects/:id/score-proposal: a zone per chapter, which "Score my book" asks for afresh each time. */
    getScoreProposal: build.query<ScoreProposal, string>({
      query: (projectId) => ({
        path: `/projects/${encodeURIComponent(projectId)}/score-proposal`,
        answer: proposalAnswer,
      }),
      transformResponse: (answer: { data: ScoreProposal }) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSoundtracksQuery, useLazyGetScoreProposalQuery } = soundtrackApi;

/** A generation made a new track: the list is read again. */
export const soundtracksChanged = () => soundtrackApi.util.invalidateTags(['Soundtracks']);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A call of this step through the store's API client (the thunk's `extra`), rejected with a text for people. */
function soundtrackCall<Arg, Result>(
  type: string,
  run: (arg: Arg, client: ApiClient, signal: AbortSignal) => Promise<Result>,
) {
  return createAppAsyncThunk(`soundtrack/${type}`, async (arg: Arg, { extra, rejectWithValue, signal }) => {
    try {
      return await run(arg, extra.api, signal);
    } catch (error) {
      return rejectWithValue(message(error));
    }
  });
}

export const startMusicGeneration = soundtrackCall(
  'startMusicGeneration',
  async (body: MusicGenerationBody, client) =>
    generationAnswer.parse(await client.post('/music/generate', body)).data.generationId,
);

export const readMusicStatus = soundtrackCall(
  'readMusicStatus',
  async (generationId: string, client) =>
    statusAnswer.parse(await client.get(`/music/status/${encodeURIComponent(generationId)}`)).data,
);

/** Mixes the audiobook (narration, music zones, mastering), reporting the mix job's progress as it goes. */
export const mixAudio = soundtrackCall(
  'mixAudio',
  ({ projectId, onProgress }: { projectId: string; onProgress: (progress: JobProgress) => void }, client, signal) =>
    mixAudiobook(client, projectId, onProgress, signal),
);
