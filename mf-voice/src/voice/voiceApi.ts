import {
  dataAnswer,
  processVoiceEmotionAnswerSchema,
  voiceModelsAnswerSchema,
  voiceModelsFetchFailed,
  type Emotion,
  type ProcessVoiceEmotionAnswer,
  type VoiceModel,
  type VoiceFlowType,
} from '@reeltalk/contracts';
import { callFailure, reelTalkApi } from '@reeltalk/web-kit';

/** What the step sends to be narrated again: the re-narration to run, the voice and emotions, a custom voice's file. */
export interface VoiceChoices {
  projectId: string;
  flow: VoiceFlowType;
  emotions: Emotion[];
  voiceModelId: string | null;
  customFile: File | null;
}

/** The voice step's part of the shared API: the voice catalogue, which a new custom voice invalidates. */
export const voiceApi = reelTalkApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/voice-models?projectId: the predefined voices, then the caller's own, their previews read with the
     * project's pronunciation dictionary.
     */
    getVoiceModels: build.query<VoiceModel[], string>({
      query: (projectId) => ({
        path: `/voice-models?projectId=${encodeURIComponent(projectId)}`,
        answer: dataAnswer(voiceModelsAnswerSchema.shape.data),
      }),
      providesTags: ['VoiceModels'],
    }),
    /**
     * POST /api/process-voice-emotion (multipart): the voice and emotion choices, and a custom voice's file; answers
     * the re-narration's job, or none when there was nothing to narrate (the emotions were saved).
     */
    processVoiceEmotion: build.mutation<ProcessVoiceEmotionAnswer['data'], VoiceChoices>({
      query: ({ projectId, voiceModelId, emotions, flow, customFile }) => {
        const form = new FormData();
        // The server reads projectId before the file streams in.
        form.append('projectId', projectId);
        form.append('voiceModelId', voiceModelId ?? '');
        form.append('emotions', JSON.stringify(emotions));
        form.append('flowType', flow);
        if (customFile) form.append('customVoiceFile', customFile);
        return {
          method: 'POST',
          path: '/process-voice-emotion',
          form,
          answer: dataAnswer(processVoiceEmotionAnswerSchema.shape.data),
        };
      },
    }),
  }),
});

export const { useGetVoiceModelsQuery } = voiceApi;

/** A server's refusal reads 'Failed to fetch voice models: {status}'; no answer at all says why. */
export function voiceModelsFailure(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  return status > 0 ? voiceModelsFetchFailed(status) : callFailure(error);
}
