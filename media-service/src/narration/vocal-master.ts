import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { wavHeader } from '../audio/index.ts';
import type { Layout } from './layout.ts';
import type { ParagraphCache } from './paragraph-cache.ts';
import { readAhead } from './read-ahead.ts';

/** Paragraphs read ahead of the one written: enough to hide storage's latency, few enough to hold. */
const READ_AHEAD = 8;

/**
 * The narration's lossless master, kept as what it is made of: the stored paragraphs (16-bit WAV, kept for every
 * narration anyway) in order, with the silences between, sample for sample the vocal track. Nothing is encoded for
 * it when a narration is assembled; a mix writes it out as one WAV file when it needs it.
 */
export const vocalMasterSchema = z.object({
  sampleRate: z.number().int().positive(),
  totalSamples: z.number().int().min(0),
  pieces: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('paragraph'),
        hash: z.string().regex(/^[0-9a-f]{64}$/),
        sampleCount: z.number().int(),
      }),
      z.object({ kind: z.literal('silence'), sampleCount: z.number().int().min(0) }),
    ]),
  ),
});
export type VocalMaster = z.infer<typeof vocalMasterSchema>;

/** Key names of a narration's master end so: a master kept as one audio file (older narrations) does not. */
export const VOCAL_MASTER_EXTENSION = '.json';

export const vocalMaster = ({ sampleRate, totalSamples, pieces }: Layout): VocalMaster => ({
  sampleRate,
  totalSamples,
  pieces,
});

/**
 * Writes the master out as one mono 16-bit WAV, a paragraph at a time, into `to` (a file, or the pipe of the ffmpeg
 * mixing it), and ends it. An abort stops it even while `to` is full, so a reader that died never leaves it waiting.
 */
export async function writeVocalMasterWav(options: {
  master: VocalMaster;
  cache: ParagraphCache;
  to: Writable;
  signal: AbortSignal;
}): Promise<void> {
  const { master, cache, to, signal } = options;
  const write = async (data: Buffer) => {
    if (!to.write(data)) await once(to, 'drain', { signal });
  };
  try {
    await write(wavHeader(master.totalSamples, master.sampleRate));
    const paragraphs = master.pieces.flatMap((piece) => (piece.kind === 'paragraph' ? [piece.hash] : []));
    // Copied as stored, not decoded and encoded again: the master is the paragraphs' very samples.
    const paragraph = readAhead(paragraphs.length, READ_AHEAD, (index) => cache.pcm16(paragraphs[index]!));
    let next = 0;
    for (const piece of master.pieces) {
      signal.throwIfAborted();
      const data = piece.kind === 'silence' ? Buffer.alloc(piece.sampleCount * 2) : await paragraph(next++);
      if (data.length !== piece.sampleCount * 2)
        throw new Error('a stored paragraph of the master has the wrong length');
      await write(data);
    }
    to.end();
    await finished(to, { readable: false, signal });
  } catch (error) {
    // Closed without an end, so whoever reads it never takes what came as the whole master; the error goes to the
    // caller, not to the stream (whose reader may already be gone).
    to.destroy();
    throw error;
  }
}
