export const SOUNDTRACK_MESSAGES = {
  empty: 'No soundtracks available',
  projectIdRequired: 'Project ID is required to generate custom music',
  authNotReady: 'Authentication not ready. Please wait and try again.',
  generationTimedOut: 'Music generation timed out. Please check your soundtrack list or try again.',
  customTag: 'Custom',
} as const;

/** Soundtracks of type 'user-generated' carry the 'Custom' tag. */
export function soundtrackTag(type: string | null | undefined): string {
  return type === 'user-generated' ? SOUNDTRACK_MESSAGES.customTag : '';
}

export function soundtracksLoadError(message: string): string {
  return `Error loading soundtracks: ${message}`;
}

export function musicGenerationStartFailed(message: string): string {
  return `Failed to start music generation: ${message}`;
}

export function musicGenerationFailed(error: string | null | undefined): string {
  return `Music generation failed: ${error || 'Unknown error'}`;
}
