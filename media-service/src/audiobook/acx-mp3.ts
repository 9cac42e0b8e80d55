import { open } from 'node:fs/promises';
import { frameHeader, id3Bytes } from '../audio/mp3-join.ts';

/** What an MP3 file's frame headers say: its sample rate, channels, and every bit rate its audio frames use. */
export interface Mp3Stream {
  sampleRate: number;
  channels: number;
  /** The distinct bit rates of its audio frames (kb/s): one for a constant bit rate. */
  bitRatesKbps: number[];
  /** A Xing header (LAME writes it for VBR and ABR) rather than an Info header (its CBR twin) or none. */
  xing: boolean;
}

export class Mp3StreamError extends Error {
  override readonly name = 'Mp3StreamError';
}

/** The frame's header, its failure said as this reader's. */
function header(data: Uint8Array, at: number) {
  try {
    return frameHeader(data, 0);
  } catch {
    throw new Mp3StreamError(`An MP3 frame at byte ${at} has no fixed bit rate or sample rate.`);
  }
}

/** How much of the file is read at once: a two-hour chapter's MP3 (170 MB) is never held whole. */
const CHUNK_BYTES = 1 << 20;

/** Reads a file's bytes at any offset through a window of CHUNK_BYTES, moved on as the reader goes. */
async function chunkedReader(file: string) {
  const handle = await open(file);
  let chunk = Buffer.alloc(0);
  let chunkStart = 0;
  return {
    /** At least `count` bytes from `at` (fewer only at the end of the file), as a buffer starting there. */
    async at(at: number, count: number): Promise<Buffer> {
      if (at < chunkStart || at + count > chunkStart + chunk.length) {
        const buffer = Buffer.alloc(Math.max(CHUNK_BYTES, count));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
        chunk = buffer.subarray(0, bytesRead);
        chunkStart = at;
      }
      return chunk.subarray(at - chunkStart);
    },
    close: () => handle.close(),
  };
}

/**
 * Walks every frame of an MPEG-1 Layer III file (ACX takes nothing else), reading its header: the bit rate is
 * measured on every frame, not taken from the first one or the encoder's tag, so a variable bit rate cannot hide.
 */
export async function readMp3Stream(file: string): Promise<Mp3Stream> {
  const reader = await chunkedReader(file);
  try {
    const bitRates = new Set<number>();
    let sampleRate: number | undefined;
    let channels = 0;
    let xing = false;
    let at = id3Bytes(await reader.at(0, 10));
    for (let first = true; ; first = false) {
      // The header, and the side information and tag after it in the first frame.
      const data = await reader.at(at, 40);
      // An ID3v1 tag or trailing bytes after the last frame end the audio.
      if (data.length < 4 || data[0] !== 0xff || (data[1]! & 0xfe) !== 0xfa) break;
      const frame = header(data, at);
      sampleRate ??= frame.sampleRate;
      channels = frame.mono ? 1 : 2;
      // The Xing/Info tag sits in the first frame, after the header and its side information: not audio.
      const tag = first ? data.toString('latin1', 4 + frame.sideInfo, 8 + frame.sideInfo) : '';
      if (tag === 'Xing') xing = true;
      if (tag !== 'Xing' && tag !== 'Info') bitRates.add(frame.bitRateKbps);
      at += frame.bytes;
    }
    if (sampleRate === undefined) throw new Mp3StreamError('The file has no MPEG-1 Layer III audio.');
    return { sampleRate, channels, bitRatesKbps: [...bitRates].sort((a, b) => a - b), xing };
  } finally {
    await reader.close();
  }
}
