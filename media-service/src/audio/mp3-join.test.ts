import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeParagraphMp3 } from '../narration/vocal-segment.ts';
import { testFfmpegPath } from '../../testing/ffmpeg-path.ts';
import { paragraphTone } from '../../testing/paragraph-tone.ts';
import {
  audioFrameOffsets,
  bufferBytes,
  fileBytes,
  id3Bytes,
  joinMp3Parts,
  leadingSamples,
  mp3FrameSamples,
} from './mp3-join.ts';

describe('joinMp3Parts', () => {
  let folder: string;
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes an Info frame whose seek table points at the frame that starts each hundredth of the join', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'reeltalk-join-'));
    const tone = paragraphTone(440, 2);
    const paragraph = await encodeParagraphMp3(tone.samples, tone.sampleRate, testFfmpegPath);
    const frameSamples = mp3FrameSamples(tone.sampleRate);
    const paragraphFrames = (await audioFrameOffsets(bufferBytes(paragraph))).length - 1;
    const parts = [
      { bytes: bufferBytes(paragraph), from: 0 },
      { silentFrames: 30 },
      { bytes: bufferBytes(paragraph), from: 0 },
    ];
    // All the frames but the last: the join stops where its samples (and the decoder's padding) end.
    const frames = 2 * paragraphFrames + 30 - 1;
    const totalSamples = frames * frameSamples - (await leadingSamples(bufferBytes(paragraph)));
    const output = path.join(folder, 'joined.mp3');
    await joinMp3Parts(parts, output, totalSamples);

    const file = await readFile(output);
    const offsets = await audioFrameOffsets(fileBytes(output));
    expect(offsets).toHaveLength(frames + 1);
    const tag = id3Bytes(file);
    const infoAt = file.indexOf('Info', tag);
    expect(file.readUInt32BE(infoAt + 8)).toBe(frames);
    const bytes = file.readUInt32BE(infoAt + 12);
    expect(bytes).toBe(file.length - tag);
    const table = Array.from(file.subarray(infoAt + 16, infoAt + 116));
    const expected = Array.from({ length: 100 }, (_, percent) => {
      const start = offsets[Math.floor((percent * frames) / 100)]! - tag;
      return Math.min(255, Math.floor((start * 256) / bytes));
    });
    expect(table).toEqual(expected);
  });
});
