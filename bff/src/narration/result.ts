import { storageKeySchema } from '@reeltalk/contracts';
import { z } from 'zod';

/** What a finished narration job of the media-service made: storage keys of its files, and its length. */
export const narrationResultSchema = z.object({
  /** audio/mpeg, range-streamable. */
  vocalKey: storageKeySchema,
  /** Lossless FLAC of the same narration, for the later mix; narrations made before masters were kept have none. */
  vocalMasterKey: storageKeySchema.optional(),
  /** Seconds. */
  duration: z.number().nonnegative(),
  /** Word-level SRT. */
  transcriptKey: storageKeySchema,
  timelineKey: storageKeySchema,
  peaksKey: storageKeySchema,
  wordCount: z.number().int().nonnegative().optional(),
});
export type NarrationResult = z.infer<typeof narrationResultSchema>;
