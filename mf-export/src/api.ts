import {
  downloadUrlSchema,
  JOB_KINDS,
  dataAnswer,
  projectSchema,
  waveformVideoResponseSchema,
  type DownloadUrl,
  type MixAudioResponse,
  type Project,
  type WaveformVideoResponse,
} from '@reeltalk/contracts';
import {
  createAppAsyncThunk,
  followJobProgress,
  mixAudiobook,
  reelTalkApi,
  type api,
  type JobProgress,
} from '@reeltalk/web-kit';

type ApiClient = typeof api;

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

/** A call of the export step through the store's API client (the thunk's `extra`), rejected with a text for people. */
function exportCall<Arg, Result>(
  type: string,
  run: (arg: Arg, client: ApiClient, signal: AbortSignal) => Promise<Result>,
) {
  return createAppAsyncThunk(`export/${type}`, async (arg: Arg, { extra, rejectWithValue, signal }) => {
    try {
      return await run(arg, extra.api, signal);
    } catch (error) {
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  });
}

/** The export step's calls in the shared API. */
export const exportApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/audio/download-url: an address that downloads the stored file under the audiobook's title. */
    getDownloadUrl: build.mutation<DownloadUrl, string>({
      query: (s3Key) => ({ method: 'POST', path: '/audio/download-url', body: { s3Key }, answer: downloadUrlSchema }),
    }),
    /**
     * POST /api/projects/:id/cover (multipart field `image`): the server checks it by content, stores it re-encoded
     * and answers the project with its new cover art.
     */
    uploadCover: build.mutation<Project, { projectId: string; image: File }>({
      query: ({ projectId, image }) => {
        const form = new FormData();
        form.append('image', image);
        return { method: 'POST', path: `${projectPath(projectId)}/cover`, form, answer: dataAnswer(projectSchema) };
      },
      invalidatesTags: (_answer, error, { projectId }) => (error ? [] : [{ type: 'Project', id: projectId }]),
    }),
  }),
});

/** A refusal of the server: the caller may not do this with the project. */
const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;

/**
 * The mix of the project as it is now, asked for before a download, as the soundtrack step's Mix & Export asks: the
 * stored one at once when nothing it is made of changed, else a new one (a new title, say), its progress reported as
 * it goes. A caller who may only listen cannot mix: for them the stored mix stands (null).
 */
export const mixForDownload = exportCall(
  'mixForDownload',
  async (
    { projectId, onProgress }: { projectId: string; onProgress: (progress: JobProgress) => void },
    client,
    signal,
  ): Promise<MixAudioResponse | null> => {
    try {
      return await mixAudiobook(client, projectId, onProgress, signal);
    } catch (error) {
      if (isForbidden(error)) return null;
      throw error;
    }
  },
);

/**
 * POST /api/projects/:id/generate-waveform-video answers once the video is stored; meanwhile the render's progress
 * is followed on the project's event stream. Aborting stops waiting, not the render (it is a job of the server).
 */
export const generateWaveformVideo = exportCall(
  'generateWaveformVideo',
  async (
    { projectId, onProgress }: { projectId: string; onProgress: (progress: JobProgress) => void },
    client,
    signal,
  ): Promise<WaveformVideoResponse> => {
    const following = new AbortController();
    void followJobProgress(client, projectId, JOB_KINDS.waveformVideo, onProgress, following.signal);
    try {
      return waveformVideoResponseSchema.parse(
        await client.post(`${projectPath(projectId)}/generate-waveform-video`, undefined, { signal }),
      );
    } finally {
      following.abort();
    }
  },
);
