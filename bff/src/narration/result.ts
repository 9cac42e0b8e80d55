import { narrationResultSchema } from '@reeltalk/contracts';
import type { z } from 'zod';

/**
 * A finished narration as the bff records it: narrations made before lossless masters and word counts were kept
 * have none, and what the run did is the media-service's own affair.
 */
export const recordedNarrationSchema = narrationResultSchema
  .omit({ paragraphs: true })
  .partial({ vocalMasterKey: true, wordCount: true });
export type RecordedNarration = z.infer<typeof recordedNarrationSchema>;
