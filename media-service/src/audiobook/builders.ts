import type { AudiobookFormatBuilder } from './format-builder.ts';
import { m4bBuilder } from './m4b.ts';

/** Every format the media-service builds, each made by its own job kind (one builder per format). */
export const AUDIOBOOK_BUILDERS: readonly AudiobookFormatBuilder[] = [m4bBuilder];
