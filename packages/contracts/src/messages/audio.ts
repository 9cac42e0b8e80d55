export const AUDIO_MESSAGES = {
  presignedUrlFailed: 'Failed to get presigned URL',
  loadFailed: 'Failed to load audio file',
  playFailed: 'Failed to play audio',
  noAudioFile: 'No audio file available',
  notAvailable: 'Audio Not Available',
  loading: 'Loading audio...',
} as const;

export function audioLoadFailed(message: string): string {
  return `${AUDIO_MESSAGES.loadFailed}: ${message}`;
}
