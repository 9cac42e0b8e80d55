/** The API client's texts, word for word from spec 01 §8 and spec 02 §7. */
export const API_MESSAGES = {
  network: 'Network error. Please check your connection.',
  authRequired: 'Authentication required. Please log in again.',
  authRetryFailed: 'Authentication failed after retry. Please log in again.',
} as const;

export const httpStatusMessage = (status: number): string => `HTTP ${status}`;
