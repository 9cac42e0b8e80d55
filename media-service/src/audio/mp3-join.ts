import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { once } from 'node:events';

/** Samples per channel in one MPEG-1 Layer III frame. */
export const MP3_FRAME_SAMPLES = 1152;

/**
 * What a gapless decoder removes at the start beyond the Info frame's delay field: the decoder's own delay (LAME
 * and ffmpeg write delay + padding so that delay + this + the samples + padding fill the frames).
 */
const DECODER_DELAY = 529;

/** MPEG-1 Layer III bit rates (kb/s) by the header's index, and sample rates by theirs. */
const BIT_RATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];

/** Bytes of the MPEG-1 Layer III frame whose 4-byte header starts at `at`. */
export function frameBytes(data: Uint8Array, at: number): number {
  const [sync, layer, rates] = [data[at]!, data[at + 1]!, data[at + 2]!];
  // 11 sync bits, MPEG-1 (11), Layer III (01).
  if (sync !== 0xff || (layer & 0xfe) !== 0xfa) throw new Error(`no MPEG-1 Layer III frame at byte ${at}`);
  const bitRate = BIT_RATES[rates >> 4];
  const sampleRate = SAMPLE_RATES[(rates >> 2) & 3];
  if (!bitRate || !sampleRate) throw new Error(`an MP3 frame at byte ${at} has no fixed bit rate or sample rate`);
  return Math.floor((144_000 * bitRate) / sampleRate) + ((rates >> 1) & 1);
}

/** Bytes of the ID3v2 tag a file starts with, or 0 without one. */
export function id3Bytes(data: Uint8Array): number {
  if (data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  // Its size is four 7-bit bytes, after the 10-byte tag header.
  return 10 + ((data[6]! << 21) | (data[7]! << 14) | (data[8]! << 7) | data[9]!);
}

const CRC16_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

/** The CRC-16 (ANSI, reflected) the LAME tag carries of itself and of the audio. */
export function crc16(crc: number, data: Uint8Array): number {
  let value = crc;
  // Indexed, not for-of: this runs over every byte of a long audiobook's MP3.
  for (let i = 0; i < data.length; i++) value = CRC16_TABLE[(value ^ data[i]!) & 0xff]! ^ (value >>> 8);
  return value;
}

/**
 * Streams a file's MP3 frames in order, from `from` on (frames counted from 0 after the ID3 tag), ending before
 * frame `to` when given.
 */
async function* framesOf(file: string, from: number, to = Infinity): AsyncGenerator<Buffer> {
  let index = 0;
  let rest: Buffer = Buffer.alloc(0);
  let skipped = false;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let data: Buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    if (!skipped) {
      if (data.length < 10) {
        rest = data;
        continue;
      }
      data = data.subarray(id3Bytes(data));
      skipped = true;
    }
    let at = 0;
    while (at + 4 <= data.length && index < to) {
      const size = frameBytes(data, at);
      if (at + size > data.length) break;
      if (index >= from) yield data.subarray(at, at + size);
      at += size;
      index += 1;
    }
    if (index >= to) return;
    rest = data.subarray(at);
  }
  if (rest.length > 0) throw new Error(`${file} ends inside an MP3 frame`);
}

async function readBytes(file: string, length: number): Promise<Buffer> {
  const handle = await open(file);
  try {
    const data = Buffer.alloc(length);
    const { bytesRead } = await handle.read(data, 0, length, 0);
    return data.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Offsets in the Info frame (after its 4-byte header and MPEG-1 stereo's 32 bytes of side information). */
const INFO = 36;
const INFO_FIELDS = { frames: INFO + 8, bytes: INFO + 12, toc: INFO + 16 } as const;
/** The LAME tag follows the Info tag's quality field. */
const LAME = INFO + 120;
const LAME_FIELDS = { delays: LAME + 21, musicBytes: LAME + 28, musicCrc: LAME + 32, tagCrc: LAME + 34 } as const;

/** Where a joined MP3 takes each part's frames from: [from, to) of the part's audio frames (after its Info frame). */
export interface Mp3Part {
  file: string;
  from: number;
  to?: number;
}

/**
 * Joins the audio frames of MP3 parts (files ffmpeg wrote, each starting with an Info frame) encoded without a bit reservoir (each frame stands alone) into one file, under
 * the first part's ID3 tag and Info frame rewritten for the whole: frame and byte counts, seek table, the LAME
 * tag's padding (so a gapless decoder plays exactly `totalSamples`), lengths and CRCs.
 */
export async function joinMp3Parts(parts: Mp3Part[], output: string, totalSamples: number): Promise<void> {
  const [first] = parts;
  if (!first) throw new Error('no MP3 parts to join');
  const tag = await readBytes(first.file, id3Bytes(await readBytes(first.file, 10)));
  const head = (await framesOf(first.file, 0, 1).next()).value as Buffer | undefined;
  if (!head || !['Info', 'Xing'].includes(head.toString('latin1', INFO, INFO + 4))) {
    throw new Error(`${first.file} does not start with an Info frame`);
  }
  const info = Buffer.from(head);

  const writer = createWriteStream(output);
  const write = async (data: Buffer) => {
    if (!writer.write(data)) await once(writer, 'drain');
  };
  await write(tag);
  await write(info);
  // Where each frame starts after the Info frame, for the seek table.
  const starts: number[] = [];
  let bytes = info.length;
  let musicCrc = 0;
  for (const part of parts) {
    // Each part's frame 0 is its Info frame.
    for await (const frame of framesOf(part.file, part.from + 1, (part.to ?? Infinity) + 1)) {
      starts.push(bytes);
      bytes += frame.length;
      musicCrc = crc16(musicCrc, frame);
      await write(frame);
    }
  }
  writer.end();
  await once(writer, 'finish');

  const frames = starts.length;
  const delay = info.readUIntBE(LAME_FIELDS.delays, 3) >> 12;
  const padding = frames * MP3_FRAME_SAMPLES - delay - totalSamples;
  if (padding < DECODER_DELAY || padding >= DECODER_DELAY + MP3_FRAME_SAMPLES) {
    throw new Error(`${frames} MP3 frames do not hold ${totalSamples} samples`);
  }
  info.writeUInt32BE(frames, INFO_FIELDS.frames);
  info.writeUInt32BE(bytes, INFO_FIELDS.bytes);
  for (let percent = 0; percent < 100; percent++) {
    const start = starts[Math.floor((percent * frames) / 100)]!;
    info[INFO_FIELDS.toc + percent] = Math.min(255, Math.floor((start * 256) / bytes));
  }
  info.writeUIntBE((delay << 12) | padding, LAME_FIELDS.delays, 3);
  info.writeUInt32BE(bytes, LAME_FIELDS.musicBytes);
  info.writeUInt16BE(musicCrc, LAME_FIELDS.musicCrc);
  info.writeUInt16BE(crc16(0, info.subarray(0, LAME_FIELDS.tagCrc)), LAME_FIELDS.tagCrc);
  const file = await open(output, 'r+');
  await file.write(info, 0, info.length, tag.length).finally(() => file.close());
}
