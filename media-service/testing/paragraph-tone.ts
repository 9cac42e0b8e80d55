import { createHash } from 'node:crypto';

/** The narration's sample rate. */
export const PARAGRAPH_RATE = 22050;

/** A stand-in paragraph's cache key: any text's SHA-256, as the real keys are. */
export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** A paragraph's stand-in narration: a tone of `seconds` at `hertz`, swelling in and out, with one word. */
export const paragraphTone = (hertz: number, seconds: number) => ({
  samples: Float32Array.from(
    { length: Math.round(PARAGRAPH_RATE * seconds) },
    (_, i) =>
      0.4 * Math.sin((Math.PI * i) / (PARAGRAPH_RATE * seconds)) * Math.sin((2 * Math.PI * hertz * i) / PARAGRAPH_RATE),
  ),
  sampleRate: PARAGRAPH_RATE,
  words: [{ text: 'Hum', start: 0, end: seconds, charStart: 0, charEnd: 3 }],
});
