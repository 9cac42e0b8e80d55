import type { ProgressStage } from './progress.ts';

export const EXPORT_MESSAGES = {
  heading: 'Preview & Export',
  noAudioForDownload: 'No audio file available for download. Please complete the audio generation process first.',
  noMixedAudio: 'No mixed audio available. Please complete the audio mixing process first.',
  projectIdNotReady: 'Project ID not found or authentication not ready',
  pilotlyComingSoon: 'Pilotly Study feature coming soon!',
  editCoverTitle: 'Edit Cover Art & Title',
  videoGenerating: 'Generating Waveform Video',
  videoWait: 'This may take a few minutes...',
  uploadImage: 'Upload Image',
  changeImage: 'Change Image',
  audioTitle: 'Audio Title',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  saved: 'Saved!',
  /** 'Audio Not Available' hints: the narration exists but was never mixed, or there is no narration yet. */
  mixNeeded: 'Complete the Soundtrack Timing step and mix your audiobook to export the final audio.',
  voiceNeeded: 'Complete voice generation to create the audio of your audiobook.',
} as const;

/** Export-screen alerts that carry the failure's message. */
export const downloadFailed = (message: string): string => `Download failed: ${message}`;
export const videoGenerationFailed = (message: string): string => `Video generation failed: ${message}`;
export const uploadFailed = (message: string): string => `Upload failed: ${message}`;
export const exportAudioFailed = (message: string): string => `Failed to export audio: ${message}`;
export const saveProjectFailed = (message: string): string => `Failed to save project: ${message}`;
export const saveChangesFailed = (message: string): string => `Failed to save changes: ${message}`;
export const reprocessingFailed = (message: string): string => `Reprocessing failed: ${message}`;

/** Export-screen errors that wrap a failing call. */
export const WRAPPED_ERRORS = {
  projectCreation: 'Project creation failed',
  fileUpload: 'File upload failed',
  projectUpdate: 'Project update failed',
  audioProcessing: 'Audio processing failed',
  avatarUpload: 'Failed to upload avatar',
} as const;

export function fetchFileFailed(status: number, statusText: string): string {
  return `Failed to fetch file: ${status} ${statusText}`;
}

/** Mixing progress before completion. */
export const MIX_PROGRESS = {
  preparing: { percent: 0, text: 'Preparing audio export...' },
  processing: { percent: 25, text: 'Processing audio files...' },
} as const satisfies Record<string, ProgressStage>;

/** Mixing completion: 'Vocal only' when the mix answer says there were no music zones. */
export function mixCompleted(responseMessage: string | null | undefined): ProgressStage {
  const vocalOnly = /no music zones/i.test(responseMessage ?? '');
  return { percent: 100, text: vocalOnly ? 'Audio export completed! (Vocal only)' : 'Audio mixing completed!' };
}

/** Waveform video progress: 10 % on start, 100 % on finish. */
export const VIDEO_PROGRESS = { started: 10, finished: 100 } as const;
