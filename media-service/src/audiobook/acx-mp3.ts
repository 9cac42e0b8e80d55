import { readFile } from 'node:fs/promises';

/** MPEG-1 Layer III bit rates (kb/s) and sample rates by their header index: what an ACX file must be. */
const BIT_RATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];

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

/** Bytes of the ID3v2 tag a file starts with, or 0 without one. */
const id3Bytes = (data: Buffer): number =>
  data.toString('latin1', 0, 3) === 'ID3' ? 10 + ((data[6]! << 21) | (data[7]! << 14) | (data[8]! << 7) | data[9]!) : 0;

/**
 * Walks every frame of an MPEG-1 Layer III file (ACX takes nothing else), reading its header: the bit rate is
 * measured on every frame, not taken from the first one or the encoder's tag, so a variable bit rate cannot hide.
 */
export async function readMp3Stream(file: string): Promise<Mp3Stream> {
  const data = await readFile(file);
  const bitRates = new Set<number>();
  let sampleRate: number | undefined;
  let channels = 0;
  let xing = false;
  let first = true;
  let at = id3Bytes(data);
  while (at + 4 <= data.length) {
    // An ID3v1 tag or trailing bytes after the last frame end the audio.
    if (data[at] !== 0xff || (data[at + 1]! & 0xfe) !== 0xfa) break;
    const rates = data[at + 2]!;
    const bitRate = BIT_RATES[rates >> 4];
    const rate = SAMPLE_RATES[(rates >> 2) & 3];
    if (!bitRate || !rate) throw new Mp3StreamError(`An MP3 frame at byte ${at} has no fixed bit rate or sample rate.`);
    const mono = data[at + 3]! >> 6 === 3;
    sampleRate ??= rate;
    channels = mono ? 1 : 2;
    if (first) {
      // The Xing/Info tag sits in the first frame, after the header and its side information.
      const tag = data.toString('latin1', at + 4 + (mono ? 17 : 32), at + 8 + (mono ? 17 : 32));
      xing = tag === 'Xing';
      first = false;
      if (tag !== 'Xing' && tag !== 'Info') bitRates.add(bitRate);
    } else {
      bitRates.add(bitRate);
    }
    at += Math.floor((144_000 * bitRate) / rate) + ((rates >> 1) & 1);
  }
  if (sampleRate === undefined) throw new Mp3StreamError('The file has no MPEG-1 Layer III audio.');
  return { sampleRate, channels, bitRatesKbps: [...bitRates].sort((a, b) => a - b), xing };
}
