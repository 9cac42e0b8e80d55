import { z } from 'zod';
import type { PeakEnvelope } from '../audio/index.ts';

const envelopeSchema = z.object({
  blockSamples: z.number().int().positive(),
  min: z.array(z.number()),
  max: z.array(z.number()),
});

/**
 * What is kept of a narrated paragraph besides its samples (a 16-bit mono WAV in a sibling object) and its own MP3
 * (another sibling): its timings and its waveform's envelope.
 */
export const storedParagraphSchema = z.object({
  sampleRate: z.number().int().positive(),
  sampleCount: z.number().int().min(0),
  words: z.array(
    z.object({
      text: z.string(),
      start: z.number(),
      end: z.number(),
      charStart: z.number().int(),
      charEnd: z.number().int(),
    }),
  ),
  /** Absent for paragraphs narrated before each kept its own MP3 and envelope (made when next read). */
  envelope: envelopeSchema.optional(),
});
export type ParagraphAudio = z.infer<typeof storedParagraphSchema> & { envelope: PeakEnvelope };
/** A complete paragraph's record, as an assembled narration keeps a copy of it. */
export const paragraphAudioSchema = storedParagraphSchema.extend({ envelope: envelopeSchema });
