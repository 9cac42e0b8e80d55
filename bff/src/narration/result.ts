import { storageKeySchema } from '@reeltalk/contracts';
import { z } from 'zod';

/** What a finished narration job of the media-service made: storage keys of its files, and its length. */
export const narrationResultSchema = z.object({
  /** audio/mpeg, range-streamable. */
  vocalKey: storageKeySchema,
  /** Seconds. */
  duration: z.number().nonnegative(),
  /** Word-level SRT. */
  transcriptKey: storageKeySchema,
  timelineKey: storageKeySchema,
  peaksKey: storageKeySchema,
  wordCount: z.number().int().nonnegative().optional(),
});
export type NarrationResult = z.infer<typeof narrationResultSchema>;
