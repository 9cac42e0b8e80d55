import {
  pronunciationChangeAnswerSchema,
  pronunciationsAnswerSchema,
  type PronunciationChangeAnswer,
  type PronunciationInput,
  type PronunciationPreview,
  type PronunciationsAnswer,
} from '@reeltalk/contracts';
import { reelTalkApi, withApiClient } from '@reeltalk/web-kit';

const DICTIONARY = 'Pronunciations' as const;

/** The project's and the caller's pronunciation dictionaries in the front ends' one API. */
const pronunciationApi = reelTalkApi.enhanceEndpoints({ addTagTypes: [DICTIONARY] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/pronunciations?projectId=…: the project's entries and the caller's own. */
    getPronunciations: build.query<PronunciationsAnswer, string>({
      query: (projectId) => ({
        path: `/pronunciations?projectId=${encodeURIComponent(projectId)}`,
        answer: pronunciationsAnswerSchema,
      }),
      providesTags: [DICTIONARY],
    }),
    /** POST /api/pronunciations (a new entry) or PUT /api/pronunciations/:id (a change of one). */
    savePronunciation: build.mutation<
      PronunciationChangeAnswer,
      { id?: string | undefined; input: PronunciationInput }
    >({
      query: ({ id, input }) => ({
        method: id === undefined ? 'POST' : 'PUT',
        path: id === undefined ? '/pronunciations' : `/pronunciations/${encodeURIComponent(id)}`,
        body: input,
        answer: pronunciationChangeAnswerSchema,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : [DICTIONARY]),
    }),
    /** DELETE /api/pronunciations/:id?projectId=…: the project is narrated again without it. */
    deletePronunciation: build.mutation<PronunciationChangeAnswer, { id: string; projectId: string }>({
      query: ({ id, projectId }) => ({
        method: 'DELETE',
        path: `/pronunciations/${encodeURIComponent(id)}?projectId=${encodeURIComponent(projectId)}`,
        answer: pronunciationChangeAnswerSchema,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : [DICTIONARY]),
    }),
    /**
     * "Hear it": GET /api/pronunciations/preview, the term read with the project's voice and this pronunciation, as a
     * playable object URL (the caller revokes it). Streamed as the API client streams any GET, so the token and its
     * refresh apply as to every call.
     */
    hearPronunciation: build.mutation<string, PronunciationPreview>({
      queryFn: (preview, { extra }) => {
        const query = new URLSearchParams(
          Object.entries(preview).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
        return withApiClient(extra, async (api) => {
          const wav = await new Response(await api.stream(`/pronunciations/preview?${query}`)).blob();
          return URL.createObjectURL(new Blob([wav], { type: 'audio/wav' }));
        });
      },
    }),
  }),
});

export const {
  useGetPronunciationsQuery,
  useSavePronunciationMutation,
  useDeletePronunciationMutation,
  useHearPronunciationMutation,
} = pronunciationApi;
