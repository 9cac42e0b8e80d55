import { WRAPPED_ERRORS, type NarrationStatus } from '@reeltalk/contracts';

/** The text for a failed narration: its error, else the spec's wrapped error. */
export const narrationFailure = (status: Pick<NarrationStatus, 'error'>): string =>
  status.error || WRAPPED_ERRORS.audioProcessing;
