import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { VOICE_PROCESSING_DONE, type NarrationStatus, type ProgressStage } from '@reeltalk/contracts';
import { injectSlice, jobProgressOf, type JobProgress, type NarrationJob } from '@reeltalk/web-kit';

interface VoiceState {
  /** The overlay while the voice is processed: the stage text, percentage and, while the job waits, why. */
  processing: JobProgress | null;
  /** The re-narration followed (its status is in the shared API's cache), once the server has answered with it. */
  job: NarrationJob | null;
}

const initialState: VoiceState = { processing: null, job: null };

export const voiceSlice = injectSlice(
  createSlice({
    name: 'voice',
    initialState,
    reducers: {
      processingStarted(_state, { payload }: PayloadAction<ProgressStage>) {
        return { processing: { stage: payload.text, percent: 0 }, job: null };
      },
      processingFollowed(state, { payload }: PayloadAction<NarrationJob>) {
        state.job = payload;
      },
      processingProgressed(state, { payload }: PayloadAction<NarrationStatus>) {
        if (!state.processing) return;
        if (payload.state === 'done') {
          state.processing = { stage: VOICE_PROCESSING_DONE.text, percent: VOICE_PROCESSING_DONE.percent };
          return;
        }
        // The queue's own wording (a queued job, or one just taken before its first progress) is not one of the spec's
        // stage texts: ours stays, with the queue's reason to wait beside it, until the work reports its stage.
        const shown = jobProgressOf({ queued: payload.state === 'queued', ...payload });
        state.processing = {
          stage: shown.stage || state.processing.stage,
          percent: Math.max(state.processing.percent, shown.percent),
          ...(shown.waiting && { waiting: shown.waiting }),
        };
      },
      processingEnded: () => initialState,
    },
    selectors: { selectVoice: (state) => state },
  }),
);

export const { processingStarted, processingFollowed, processingProgressed, processingEnded } = voiceSlice.actions;
