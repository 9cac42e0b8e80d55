import {
  musicGenerationStartedSchema,
  musicStatusSchema,
  musicZoneSchema,
  scoreProposalSchema,
  soundtrackSchema,
  successSchema,
  type MusicGenerationBody,
  type MusicZoneVolume,
  type NewMusicZone,
  type Soundtrack,
} from '@reeltalk/contracts';
import { createAppAsyncThunk, mixAudiobook, reelTalkApi, type api, type JobProgress } from '@reeltalk/web-kit';

type ApiClient = typeof api;

const soundtracksAnswer = successSchema(soundtrackSchema.array());
const zonesAnswer = successSchema(musicZoneSchema.array());
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
  }),
});

export const { useGetSoundtracksQuery } = soundtrackApi;

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

const zonesPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/music-zones`;

/** GET /api/projects/:id/music-zones, past any cache: the zones just saved or deleted must show. */
export const loadMusicZones = soundtrackCall(
  'loadMusicZones',
  async (projectId: string, client) =>
    zonesAnswer.parse(await client.get(zonesPath(projectId), { headers: { 'Cache-Control': 'no-cache' } })).data,
);

export const saveMusicZone = soundtrackCall(
  'saveMusicZone',
  async ({ projectId, zone }: { projectId: string; zone: NewMusicZone }, client) =>
    zonesAnswer.parse(await client.post(zonesPath(projectId), zone)).data,
);

/** PATCH /api/projects/:id/music-zones/:index: the zone's own volume (the zone's position in the list is its address). */
export const setMusicZoneVolume = soundtrackCall(
  'setMusicZoneVolume',
  async ({ projectId, index, volume }: { projectId: string; index: number } & MusicZoneVolume, client) =>
    zonesAnswer.parse(await client.patch(`${zonesPath(projectId)}/${index}`, { volume })).data,
);

/** The zone's position in the list is its address. */
export const deleteMusicZone = soundtrackCall(
  'deleteMusicZone',
  async ({ projectId, index }: { projectId: string; index: number }, client) =>
    zonesAnswer.parse(await client.delete(`${zonesPath(projectId)}/${index}`)).data,
);

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

export const loadScoreProposal = soundtrackCall(
  'loadScoreProposal',
  async (projectId: string, client) =>
    proposalAnswer.parse(await client.get(`/projects/${encodeURIComponent(projectId)}/score-proposal`)).data,
);

/** Mixes the audiobook (narration, music zones, mastering), reporting the mix job's progress as it goes. */
export const mixAudio = soundtrackCall(
  'mixAudio',
  ({ projectId, onProgress }: { projectId: string; onProgress: (progress: JobProgress) => void }, client, signal) =>
    mixAudiobook(client, projectId, onProgress, signal),
);
