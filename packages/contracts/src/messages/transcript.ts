export const TRANSCRIPT_MESSAGES = {
  loading: 'Extracting text from document...',
  tryAgain: 'Try Again',
  empty: 'No transcript available. Click "Extract Text" to extract text from the document.',
  extractText: 'Extract Text',
  processingComplete: 'Processing complete',
  loadingProject: 'Loading project details...',
} as const;

export function transcriptError(message: string): string {
  return `Error: ${message}`;
}
