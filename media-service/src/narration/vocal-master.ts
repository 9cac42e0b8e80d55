import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { z } from 'zod';
import { pcm16, wavHeader } from '../audio/index.ts';
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

/** Writes the master out as one mono 16-bit WAV file, a paragraph at a time. */
export async function writeVocalMasterWav(options: {
  master: VocalMaster;
  cache: ParagraphCache;
  file: string;
  signal: AbortSignal;
}): Promise<void> {
  const { master, cache, signal } = options;
  const writer = createWriteStream(options.file);
  const write = async (data: Buffer) => {
    if (!writer.write(data)) await once(writer, 'drain');
  };
  try {
    await write(wavHeader(master.totalSamples, master.sampleRate));
    const paragraphs = master.pieces.flatMap((piece) => (piece.kind === 'paragraph' ? [piece.hash] : []));
    const paragraph = readAhead(paragraphs.length, READ_AHEAD, (index) => cache.samples(paragraphs[index]!));
    let next = 0;
    for (const piece of master.pieces) {
      signal.throwIfAborted();
      const samples = piece.kind === 'silence' ? new Float32Array(piece.sampleCount) : await paragraph(next++);
      if (samples.length !== piece.sampleCount)
        throw new Error('a stored paragraph of the master has the wrong length');
      await write(pcm16(samples));
    }
  } finally {
    writer.end();
    await once(writer, 'close');
  }
}
