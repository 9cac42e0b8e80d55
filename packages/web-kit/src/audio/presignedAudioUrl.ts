import { AUDIO_MESSAGES, PRESIGNED_CACHE_MS, presignedUrlsAnswerSchema } from '@reeltalk/contracts';
import { reelTalkApi } from '../store/reelTalkApi.ts';

/** The presigned address of a stored file in the shared API. */
const audioUrlApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    getAudioUrl: build.query<string, string>({
      /** POST /api/audio/presigned-urls of one key; an answer without its address is a failure. */
      queryFn: async (key, _api, _options, baseQuery) => {
        const body = { s3Keys: [key] };
        const answer = await baseQuery({
          method: 'POST',
          path: '/audio/presigned-urls',
          body,
          answer: presignedUrlsAnswerSchema,
        });
        if (answer.error) return { error: answer.error };
        const signed = presignedUrlsAnswerSchema.parse(answer.data).urls[key];
        return signed ? { data: signed } : { error: { status: 0, message: AUDIO_MESSAGES.presignedUrlFailed } };
      },
      // Kept 50 minutes (less than the address itself lives) after its last user.
      keepUnusedDataFor: PRESIGNED_CACHE_MS / 1000,
    }),
  }),
});

/**
 * The playback address of a stored track, through the shared API's cache: `dispatch(fetchAudioUrl(key)).unwrap()`.
 * An address 50 minutes old is asked for again, so playing a track asks the server nothing until then; a failure is
 * not kept, so the next play asks again.
 */
export const fetchAudioUrl = (key: string) =>
  audioUrlApi.endpoints.getAudioUrl.initiate(key, { subscribe: false, forceRefetch: PRESIGNED_CACHE_MS / 1000 });
