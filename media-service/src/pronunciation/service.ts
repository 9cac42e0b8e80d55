import type { mediaPronunciationPreviewSchema } from '@reeltalk/contracts';
import { BadRequest } from '@reeltalk/server-kit';
import type { z } from 'zod';
import { encodeWav } from '../audio/index.ts';
import type { NarrationEngine } from '../narration/engine/index.ts';

export type PronunciationService = ReturnType<typeof createPronunciationService>;

export function createPronunciationService(deps: { engine: NarrationEngine }) {
  const { engine } = deps;
  return {
    /** "Hear it": a term read with a voice, a reading and one pronunciation, as the bytes of a WAV to play at once. */
    async preview({ voice, prosody, ...entry }: z.output<typeof mediaPronunciationPreviewSchema>): Promise<Buffer> {
      if (!engine.voices().some((known) => known.id === voice)) throw new BadRequest(`There is no voice "${voice}".`);
      const { samples, sampleRate } = await engine.synthesize({
        text: entry.term,
        voice,
        prosody,
        pronunciations: [entry],
      });
      return encodeWav(samples, sampleRate);
    },
  };
}
