import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { once } from 'node:events';

/**
 * What a gapless decoder removes at the start beyond the Info frame's delay field: the decoder's own delay (LAME
 * and ffmpeg write delay + padding so that delay + this + the samples + padding fill the frames).
 */
const DECODER_DELAY = 529;

/** Layer III bit rates (kb/s) by the header's index, and sample rates by theirs: MPEG-1, then MPEG-2 (half rates). */
const MPEG = {
  1: {
    bitRates: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
    sampleRates: [44_100, 48_000, 32_000],
    frameSamples: 1152,
    sideInfo: { mono: 17, stereo: 32 },
  },
  2: {
    bitRates: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    sampleRates: [22_050, 24_000, 16_000],
    frameSamples: 576,
    sideInfo: { mono: 9, stereo: 17 },
  },
} as const;

/** Samples per channel in one Layer III frame at this sample rate (MPEG-1 from 32 kHz up, MPEG-2 below). */
export const mp3FrameSamples = (sampleRate: number): number =>
  sampleRate >= 32_000 ? MPEG[1].frameSamples : MPEG[2].frameSamples;

/** Samples per channel in one MPEG-1 Layer III frame (32 kHz and up). */
export const MP3_FRAME_SAMPLES = MPEG[1].frameSamples;

export interface FrameHeader {
  bytes: number;
  samples: number;
  /** Bytes of side information after the 4-byte header (where an Info frame's tag starts, less 4). */
  sideInfo: number;
  bitRateKbps: number;
  sampleRate: number;
  mono: boolean;
}

/** The MPEG-1 or MPEG-2 Layer III frame whose 4-byte header starts at `at`. */
export function frameHeader(data: Uint8Array, at: number): FrameHeader {
  const [sync, flags, rates, mode] = [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
  // 11 sync bits, the version (11 MPEG-1, 10 MPEG-2), Layer III (01).
  const version = (flags & 0xfe) === 0xfa ? 1 : (flags & 0xfe) === 0xf2 ? 2 : undefined;
  if (sync !== 0xff || !version) throw new Error(`no MPEG-1 or MPEG-2 Layer III frame at byte ${at}`);
  const mpeg = MPEG[version];
  const bitRate = mpeg.bitRates[rates >> 4];
  const sampleRate = mpeg.sampleRates[(rates >> 2) & 3];
  if (!bitRate || !sampleRate) throw new Error(`an MP3 frame at byte ${at} has no fixed bit rate or sample rate`);
  const slots = ((mpeg.frameSamples / 8) * bitRate * 1000) / sampleRate;
  return {
    bytes: Math.floor(slots) + ((rates >> 1) & 1),
    samples: mpeg.frameSamples,
    sideInfo: mode >> 6 === 3 ? mpeg.sideInfo.mono : mpeg.sideInfo.stereo,
    bitRateKbps: bitRate,
    sampleRate,
    mono: mode >> 6 === 3,
  };
}

/** Bytes of the Layer III frame whose 4-byte header starts at `at`. */
export const frameBytes = (data: Uint8Array, at: number): number => frameHeader(data, at).bytes;

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
function crc16(crc: number, data: Uint8Array): number {
  let value = crc;
  // Indexed, not for-of: this runs over every byte of a long audiobook's MP3.
  for (let i = 0; i < data.length; i++) value = CRC16_TABLE[(value ^ data[i]!) & 0xff]! ^ (value >>> 8);
  return value;
}

/** Where an MP3's bytes come from, read once per call (a file, an object in storage, a buffer). */
export type Mp3Bytes = () => AsyncIterable<Uint8Array>;

/** The bytes of an MP3 held in memory. */
export const bufferBytes = (data: Buffer): Mp3Bytes =>
  async function* () {
    yield data;
  };

export const fileBytes =
  (file: string): Mp3Bytes =>
  () =>
    createReadStream(file, { highWaterMark: 1 << 20 });

/** Whole frames, one after another, and where each starts in `data`. */
interface FrameRun {
  data: Buffer;
  starts: number[];
}

/**
 * Streams an MP3's frames in order, from `from` on (frames counted from 0 after the ID3 tag), ending before frame `to`
 * when given: as runs of whole frames, one per chunk read, so a long file costs a few writes, not one per frame.
 */
async function* framesOf(source: AsyncIterable<Uint8Array>, from: number, to = Infinity): AsyncGenerator<FrameRun> {
  let index = 0;
  let rest: Buffer = Buffer.alloc(0);
  let skipped = false;
  for await (const chunk of source) {
    let data: Buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : Buffer.from(chunk);
    if (!skipped) {
      if (data.length < 10 || data.length < id3Bytes(data)) {
        rest = data;
        continue;
      }
      data = data.subarray(id3Bytes(data));
      skipped = true;
    }
    let at = 0;
    let runFrom = 0;
    const starts: number[] = [];
    while (at + 4 <= data.length && index < to) {
      const size = frameBytes(data, at);
      if (at + size > data.length) break;
      if (index < from) runFrom = at + size;
      else starts.push(at - runFrom);
      at += size;
      index += 1;
    }
    if (starts.length > 0) yield { data: data.subarray(runFrom, at), starts };
    if (index >= to) return;
    rest = data.subarray(at);
  }
  if (rest.length > 0) throw new Error('an MP3 ends inside a frame');
}

/** An MP3's ID3 tag and its first frame (the Info frame, for the files ffmpeg writes). */
async function tagAndFirstFrame(source: AsyncIterable<Uint8Array>): Promise<{ tag: Buffer; first: Buffer }> {
  let data = Buffer.alloc(0);
  for await (const chunk of source) {
    data = Buffer.concat([data, chunk]);
    if (data.length < 10) continue;
    const tagBytes = id3Bytes(data);
    if (data.length < tagBytes + 4) continue;
    const frameEnd = tagBytes + frameBytes(data, tagBytes);
    if (data.length >= frameEnd) {
      return { tag: data.subarray(0, tagBytes), first: Buffer.from(data.subarray(tagBytes, frameEnd)) };
    }
  }
  throw new Error('an MP3 ends before its first frame');
}

/** Offsets in the Info tag (which follows the frame's header and side information). */
const INFO_FIELDS = { frames: 8, bytes: 12, toc: 16 } as const;
/** The LAME tag follows the Info tag's quality field. */
const LAME = 120;
const LAME_FIELDS = { delays: LAME + 21, musicBytes: LAME + 28, musicCrc: LAME + 32, tagCrc: LAME + 34 } as const;

/**
 * What a joined MP3 takes, in order: the audio frames [from, to) of an MP3 that ffmpeg wrote (counted after its Info
 * frame), a run of bare frames (a stretch of an MP3 cut on frame boundaries), or frames of digital silence.
 */
export type Mp3Part = { bytes: Mp3Bytes; from: number; to?: number } | { frames: Mp3Bytes } | { silentFrames: number };

/** Where each audio frame of an MP3 starts (after its ID3 tag and Info frame), in bytes, and where the last ends. */
export async function audioFrameOffsets(bytes: Mp3Bytes): Promise<number[]> {
  const { tag, first } = await tagAndFirstFrame(bytes());
  const offsets = [tag.length + first.length];
  for await (const { data, starts } of framesOf(bytes(), 1)) {
    const runStart = offsets.pop()!;
    for (const start of starts) offsets.push(runStart + start);
    offsets.push(runStart + data.length);
  }
  return offsets;
}

/**
 * A frame of digital silence shaped like `frame`: the same header without CRC or padding, and all-zero side
 * information and main data, which decode to zeros (nothing coded, no bits borrowed from earlier frames).
 */
function silentFrame(frame: Buffer): Buffer {
  const header = Buffer.from(frame.subarray(0, 4));
  header[1] = header[1]! | 0x01;
  header[2] = header[2]! & ~0x02;
  const silence = Buffer.alloc(frameBytes(header, 0));
  header.copy(silence);
  return silence;
}

/** The ID3 tag and Info frame heading a join, and the encoder's delay its LAME tag states. */
interface JoinHead {
  tag: Buffer;
  info: Buffer;
  header: FrameHeader;
  /** Where the Info tag starts in `info`. */
  infoAt: number;
  delay: number;
}

async function joinHead(head: Mp3Bytes): Promise<JoinHead> {
  const { tag, first: info } = await tagAndFirstFrame(head());
  const header = frameHeader(info, 0);
  const infoAt = 4 + header.sideInfo;
  if (!['Info', 'Xing'].includes(info.toString('latin1', infoAt, infoAt + 4))) {
    throw new Error('the MP3 heading a join does not start with an Info frame');
  }
  const delay = info.readUIntBE(infoAt + LAME_FIELDS.delays, 3) >> 12;
  return { tag, info, header, infoAt, delay };
}

/**
 * Samples a gapless decoder drops at the start of a join headed by this MP3 (the encoder's delay and the decoder's):
 * a player of the bare frames must drop as many for its clock to match the samples'.
 */
export async function leadingSamples(head: Mp3Bytes): Promise<number> {
  return (await joinHead(head)).delay + DECODER_DELAY;
}

/** The frames a join holding `totalSamples` keeps: those after them would only be more padding for the decoder to drop. */
export const joinedFrameCount = (totalSamples: number, leading: number, frameSamples: number): number =>
  Math.ceil((leading + totalSamples) / frameSamples);

/** The parts' audio frames in order, as runs; silent frames are shaped like `frame`. */
async function* partRuns(parts: Mp3Part[], frame: Buffer): AsyncGenerator<FrameRun> {
  const silence = silentFrame(frame);
  for (const part of parts) {
    if ('bytes' in part) {
      // Each part's frame 0 is its Info frame.
      yield* framesOf(part.bytes(), part.from + 1, (part.to ?? Infinity) + 1);
    } else if ('frames' in part) {
      yield* framesOf(part.frames(), 0);
    } else if (part.silentFrames > 0) {
      const data = Buffer.concat(Array.from({ length: part.silentFrames }, () => silence));
      yield { data, starts: Array.from({ length: part.silentFrames }, (_, index) => index * silence.length) };
    }
  }
}

/**
 * Writes the parts' first `limit` audio frames to `output` after `lead` (the tag and Info frame of a join, or nothing
 * for bare frames); answers how many it wrote and their bytes, with the CRC-16 of the frames and where each frame
 * of `marks` (ascending frame numbers) starts, counted from the end of `lead`. Only those are kept: a novel's join
 * has a million and a half frames.
 */
async function writeFrames(
  runs: AsyncIterable<FrameRun>,
  output: string,
  lead: Buffer[],
  limit: number,
  marks: readonly number[] = [],
): Promise<{ frames: number; bytes: number; crc: number; marked: number[] }> {
  const writer = createWriteStream(output);
  const write = async (data: Buffer) => {
    if (!writer.write(data)) await once(writer, 'drain');
  };
  for (const data of lead) await write(data);
  const marked: number[] = [];
  let frames = 0;
  let bytes = 0;
  let crc = 0;
  for await (const { data, starts } of runs) {
    const taken = Math.min(starts.length, limit - frames);
    if (taken <= 0) break;
    const kept = taken < starts.length ? data.subarray(0, starts[taken]) : data;
    for (let mark = marks[marked.length]; mark !== undefined && mark < frames + taken; mark = marks[marked.length]) {
      marked.push(bytes + starts[mark - frames]!);
    }
    frames += taken;
    bytes += kept.length;
    crc = crc16(crc, kept);
    await write(kept);
  }
  writer.end();
  await once(writer, 'finish');
  return { frames, bytes, crc, marked };
}

/**
 * Writes the parts' audio frames, bare (no ID3 tag, no Info frame), up to `limit` frames: a stretch of a join that
 * goes on exactly where the stretch before it stopped. `head` is the MP3 whose frames shape the silent ones (any part
 * ffmpeg wrote). Answers how many frames it wrote.
 */
export async function writeMp3Frames(
  parts: Mp3Part[],
  output: string,
  options: { head: Mp3Bytes; limit?: number },
): Promise<number> {
  const { info } = await joinHead(options.head);
  const { frames } = await writeFrames(partRuns(parts, info), output, [], options.limit ?? Infinity);
  return frames;
}

/**
 * Joins the audio frames of MP3 parts (files ffmpeg wrote, each starting with an Info frame, encoded without a bit
 * reservoir so that each frame stands alone) and runs of silent frames into one file, up to the last frame that
 * carries one of the `totalSamples`, under the first part's ID3 tag (or `tag`) and Info frame rewritten for the whole:
 * frame and byte counts, seek table, the LAME tag's padding (so a gapless decoder plays exactly `totalSamples`),
 * lengths and CRCs.
 */
export async function joinMp3Parts(
  parts: Mp3Part[],
  output: string,
  totalSamples: number,
  /** The MP3 whose ID3 tag and Info frame head the joined one; default the first part's. */
  headFrom?: Mp3Bytes,
  /** An ID3v2 tag to head the joined file instead of the head's own (the Info frame still follows it). */
  tag?: Buffer,
): Promise<void> {
  const first = parts.find((part) => 'bytes' in part);
  const head = headFrom ?? (first && 'bytes' in first ? first.bytes : undefined);
  if (!head) throw new Error('no MP3 to take an Info frame from');
  const joined = await joinHead(head);
  const { info, header, infoAt, delay } = joined;
  tag ??= joined.tag;
  const field = (offset: number) => infoAt + offset;
  const needed = joinedFrameCount(totalSamples, delay + DECODER_DELAY, header.samples);
  // The seek table's frames: the first of each hundredth of the join (which holds `needed` frames, or fails below).
  const tableFrames = Array.from({ length: 100 }, (_, percent) => Math.floor((percent * needed) / 100));
  const written = await writeFrames(partRuns(parts, info), output, [tag, info], needed, tableFrames);
  const bytes = info.length + written.bytes;

  const { frames } = written;
  const padding = frames * header.samples - delay - totalSamples;
  if (padding < DECODER_DELAY || padding >= DECODER_DELAY + header.samples) {
    throw new Error(`${frames} MP3 frames do not hold ${totalSamples} samples`);
  }
  info.writeUInt32BE(frames, field(INFO_FIELDS.frames));
  info.writeUInt32BE(bytes, field(INFO_FIELDS.bytes));
  written.marked.forEach((start, percent) => {
    // Counted from the start of the Info frame.
    const offset = info.length + start;
    info[field(INFO_FIELDS.toc) + percent] = Math.min(255, Math.floor((offset * 256) / bytes));
  });
  info.writeUIntBE((delay << 12) | padding, field(LAME_FIELDS.delays), 3);
  info.writeUInt32BE(bytes, field(LAME_FIELDS.musicBytes));
  info.writeUInt16BE(written.crc, field(LAME_FIELDS.musicCrc));
  info.writeUInt16BE(crc16(0, info.subarray(0, field(LAME_FIELDS.tagCrc))), field(LAME_FIELDS.tagCrc));
  const file = await open(output, 'r+');
  await file.write(info, 0, info.length, tag.length).finally(() => file.close());
}
