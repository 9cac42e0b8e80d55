import type { AudiobookFormat } from '@reeltalk/contracts';
import { acxBuilder } from './acx.ts';
import { epubBuilder } from './epub.ts';
import type { AudiobookFormatBuilder } from './format-builder.ts';
import { m4bBuilder } from './m4b.ts';

/** Every format the media-service builds, each made by its own job kind: a format left out fails the type check. */
export const AUDIOBOOK_BUILDERS: Record<AudiobookFormat, AudiobookFormatBuilder> = {
  m4b: m4bBuilder,
  acx: acxBuilder,
  epub: epubBuilder,
};
