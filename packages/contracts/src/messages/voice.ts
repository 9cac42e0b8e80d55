import type { VoiceFlowType } from '../limits.ts';
import type { ProgressStage } from './progress.ts';

export const VOICE_MESSAGES = {
  connectionIssue: 'Connection Issue',
  fallbackHint: 'Showing fallback voices. Please check your connection and try refreshing the page.',
  retry: 'Retry',
  noVoices: 'No voices available',
  noPreview: 'No preview available',
  trainCustomVoice: 'Train A Custom Voice',
  processingCompleted: 'Processing completed!',
} as const;

export function voiceModelsFetchFailed(status: number): string {
  return `Failed to fetch voice models: ${status}`;
}

export function voiceProcessingFailed(message: string): string {
  return `Failed to process voice and emotion selections: ${message}`;
}

/** Voice processing could not reach the server at all. */
export function voiceProcessingNetworkError(message: string): string {
  return `Network error: ${message}. Please check if the server is running`;
}

const TRANSCRIPT_STAGE: ProgressStage = { percent: 75, text: 'Creating transcript...' };

/** Stages of voice processing before 100 % 'Processing completed!' (the default flow has none). */
export const VOICE_PROCESSING_STAGES: Record<Exclude<VoiceFlowType, 'default'>, readonly ProgressStage[]> = {
  custom: [
    { percent: 25, text: 'Extracting vocal stems...' },
    { percent: 50, text: 'Generating new audio...' },
    TRANSCRIPT_STAGE,
  ],
  predefined: [
    { percent: 25, text: 'Downloading voice model reference...' },
    { percent: 50, text: 'Generating new audio with selected voice...' },
    TRANSCRIPT_STAGE,
  ],
};

export const VOICE_PROCESSING_DONE: ProgressStage = { percent: 100, text: VOICE_MESSAGES.processingCompleted };
