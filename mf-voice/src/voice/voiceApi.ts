import {
  voiceModelsAnswerSchema,
  voiceModelsFetchFailed,
  type VoiceModel,
  type VoiceModelsAnswer,
} from '@reeltalk/contracts';
import { callFailure, reelTalkApi } from '@reeltalk/web-kit';

/** The voice step's part of the shared API: the voice catalogue, which a new custom voice invalidates. */
const voiceApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/voice-models?projectId: the predefined voices, then the caller's own, their previews read with the
     * project's pronunciation dictionary.
     */
    getVoiceModels: build.query<VoiceModel[], string>({
      query: (projectId) => ({
        path: `/voice-models?projectId=${encodeURIComponent(projectId)}`,
        answer: voiceModelsAnswerSchema,
      }),
      transformResponse: (answer: VoiceModelsAnswer) => answer.data,
      providesTags: ['VoiceModels'],
    }),
  }),
});

export const { useGetVoiceModelsQuery } = voiceApi;

/** A server's refusal reads 'Failed to fetch voice models: {status}'; no answer at all says why. */
export function voiceModelsFailure(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  return status > 0 ? voiceModelsFetchFailed(status) : callFailure(error);
}
