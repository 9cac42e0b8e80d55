import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { frameBytes, id3Bytes, MP3_FRAME_SAMPLES } from './mp3-join.ts';
import { encodeMp3InParts, planParts } from './mp3-parts.ts';
import { floatBytes } from './pcm.ts';

const RATE = 44_100;
const SECONDS = 20;
const TOTAL = SECONDS * RATE + 777;
const GAIN = 0.5;

/** Stereo music-like samples: two tones per channel, swelling and fading twice a second, over a little noise. */
function music(): Float32Array {
  const samples = new Float32Array(TOTAL * 2);
  let seed = 7;
  const noise = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647 - 0.5) * 0.02;
  for (let i = 0; i < TOTAL; i++) {
    const t = i / RATE;
    const swell = 0.5 + 0.5 * Math.sin(2 * Math.PI * 2 * t);
    samples[2 * i] = 0.4 * Math.sin(2 * Math.PI * 440 * t) + 0.3 * swell * Math.sin(2 * Math.PI * 1234 * t) + noise();
    samples[2 * i + 1] =
      0.4 * Math.sin(2 * Math.PI * 330 * t) + 0.3 * swell * Math.sin(2 * Math.PI * 2345 * t) + noise();
  }
  return samples;
}

/** What ffmpeg decodes a file to: interleaved stereo floats (an MP3's encoder delay and padding removed). */
async function decode(file: string): Promise<Float32Array> {
  const { stdout } = await promisify(execFile)(
    ffmpegPath,
    ['-hide_banner', '-loglevel', 'error', '-i', file, '-f', 'f32le', '-ac', '2', '-'],
    { encoding: 'buffer', maxBuffer: 1 << 28 },
  );
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength));
}

/** Root mean square of (decoded − expected) over one frame's worth of samples from `at`. */
function errorAt(decoded: Float32Array, expected: Float32Array, at: number): number {
  let sum = 0;
  for (let i = at * 2; i < (at + MP3_FRAME_SAMPLES) * 2; i++) sum += (decoded[i]! - GAIN * expected[i]!) ** 2;
  return Math.sqrt(sum / (2 * MP3_FRAME_SAMPLES));
}

describe('encodeMp3InParts', () => {
  let dir: string;
  let pcm: string;
  let samples: Float32Array;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mp3-parts-'));
    samples = music();
    pcm = path.join(dir, 'music.f32');
    await writeFile(pcm, floatBytes(samples));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const encode = async (name: string, parts: number) => {
    const workDir = path.join(dir, name);
    await mkdir(workDir);
    const output = path.join(workDir, 'joined.mp3');
    const fractions: number[] = [];
    await encodeMp3InParts({
      ffmpegPath,
      pcm,
      sampleRate: RATE,
      totalSamples: TOTAL,
      filter: `volume=${GAIN}`,
      bitrateKbps: 320,
      lameQuality: 7,
      jointStereo: false,
      parts,
      output,
      workDir,
      progress: (fraction) => fractions.push(fraction),
    });
    return { output, fractions };
  };

  it('plans whole-frame parts that cover the audio once', () => {
    const plans = planParts(TOTAL, 3);
    expect(plans).toHaveLength(3);
    let kept = 0;
    for (const plan of plans) {
      expect(plan.start % MP3_FRAME_SAMPLES).toBe(0);
      expect(plan.keep.from * MP3_FRAME_SAMPLES).toBe(kept - plan.start);
      if (plan.keep.to !== undefined) kept = plan.start + plan.keep.to * MP3_FRAME_SAMPLES;
    }
    expect(plans.at(-1)!.end).toBe(TOTAL);
    expect(planParts(100, 4)).toEqual([{ start: 0, end: 100, keep: { from: 0, to: undefined } }]);
  });

  it('joins parts into one gapless 320 kb/s CBR MP3 as long as the samples, with no seam at the joins', async () => {
    const [joined, single] = await Promise.all([encode('three', 3), encode('one', 1)]);
    const [fromJoined, fromSingle] = await Promise.all([decode(joined.output), decode(single.output)]);
    expect(Math.abs(fromJoined.length / 2 - TOTAL)).toBeLessThan(MP3_FRAME_SAMPLES);
    expect(fromJoined.length).toBe(fromSingle.length);

    const { stderr } = await promisify(execFile)(ffmpegPath, ['-hide_banner', '-i', joined.output, '-f', 'null', '-']);
    expect(stderr).toMatch(/Audio: mp3, 44100 Hz, stereo, \w+, 320 kb\/s/);
    const bytes = await readFile(joined.output);
    for (let at = id3Bytes(bytes); at < bytes.length; at += frameBytes(bytes, at))
      expect(bytes[at + 2]! >> 4).toBe(0xe);

    // The coding error (decoded against the samples) of the frames at each join is no larger than elsewhere.
    const joins = planParts(TOTAL, 3)
      .slice(1)
      .map((plan) => plan.start + plan.keep.from * MP3_FRAME_SAMPLES);
    const elsewhere: number[] = [];
    for (let at = 0; at + MP3_FRAME_SAMPLES <= TOTAL; at += MP3_FRAME_SAMPLES) {
      if (joins.every((join) => Math.abs(at - join) > 4 * MP3_FRAME_SAMPLES)) {
        elsewhere.push(errorAt(fromJoined, samples, at));
      }
    }
    const worstElsewhere = Math.max(...elsewhere);
    expect(worstElsewhere).toBeLessThan(0.01);
    for (const join of joins) {
      for (let frame = -2; frame <= 2; frame++) {
        expect(errorAt(fromJoined, samples, join + frame * MP3_FRAME_SAMPLES)).toBeLessThanOrEqual(worstElsewhere);
      }
    }
    expect(joined.fractions.at(-1)).toBe(1);
  });
});
