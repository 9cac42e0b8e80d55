import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { audioChapters, audioTags } from '@reeltalk/stack';
import NodeID3 from 'node-id3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { decodeWav, encodeWav } from '../audio/wav.ts';
import { spokenNarration, syllableTone } from '../../testing/voice-signals.ts';
import { AUDIOBOOK_TARGET } from './loudness.ts';
import { mixAndMaster } from './master.ts';

const RATE = 44_100;
const MUSIC_HZ = 5000;
const TAGS = { title: 'The Lighthouse', artist: 'Ada Keeper', narrator: '', year: '', genre: '' };

/** What ffmpeg prints running a measuring filter over a file. */
async function report(file: string, filter: string): Promise<string> {
  const { stderr } = await promisify(execFile)(ffmpegPath, [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    filter,
    '-f',
    'null',
    '-',
  ]);
  return stderr;
}

const number = (text: string, pattern: RegExp): number => {
  const found = [...text.matchAll(new RegExp(pattern, 'g'))].at(-1);
  if (!found) throw new Error(`${pattern} not in:\n${text.slice(-2000)}`);
  return Number(found[1]);
};

const durationOf = async (file: string) => {
  const log = await report(file, 'anull');
  const [, h, m, s] = /Duration: (\d+):(\d+):([\d.]+)/.exec(log) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** Seconds of audio ffmpeg decodes a file to (an MP3's encoder delay and padding removed). */
const decodedSeconds = async (file: string) => {
  const [, h, m, s] = [...(await report(file, 'anull')).matchAll(/time=(\d+):(\d+):([\d.]+)/g)].at(-1) ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** Level in dB of one frequency over [from, to) seconds of a channel (Goertzel). */
function levelAt(samples: Float32Array, channels: number, hz: number, from: number, to: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / RATE);
  let [s1, s2] = [0, 0];
  const count = Math.round((to - from) * RATE);
  for (let i = Math.round(from * RATE); i < Math.round(from * RATE) + count; i++) {
    const s0 = samples[i * channels]! + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  return 10 * Math.log10(power / count + 1e-20);
}

describe('mixAndMaster', () => {
  let dir: string;
  let narration: string;
  let music: string;
  const narrationSeconds = 12;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mix-test-'));
    // Speech from 0 to 4 s and 8 to 12 s, a pause between.
    const voice = spokenNarration({
      seconds: narrationSeconds,
      speechSeconds: 4,
      startsAt: [0, 8],
      sampleRate: RATE,
      amplitude: 0.6,
    });
    narration = path.join(dir, 'narration.wav');
    await writeFile(narration, encodeWav(voice, RATE));
    // Five seconds of a steady tone, stereo: looped to fill a longer zone.
    const tone = new Float32Array(5 * RATE * 2).map(
      (_, i) => 0.3 * Math.sin((2 * Math.PI * MUSIC_HZ * Math.floor(i / 2)) / RATE),
    );
    music = path.join(dir, 'music.wav');
    await writeFile(music, encodeWav(tone, RATE, 2));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const run = async (name: string, zones: Array<{ start: number; end: number }>, tags = TAGS) => {
    const workDir = path.join(dir, name);
    await import('node:fs/promises').then((fs) => fs.mkdir(workDir));
    const fractions: number[] = [];
    const result = await mixAndMaster({
      narration,
      narrationSeconds,
      zones: zones.map((zone) => ({ ...zone, file: music })),
      tags,
      workDir,
      ffmpegPath,
      progress: (fraction) => fractions.push(fraction),
    });
    return { ...result, fractions };
  };

  it('masters to the audiobook target: loudness, true peak and RMS measured on the MP3', async () => {
    const { mp3, wav, fractions } = await run('target', [{ start: 0, end: 12 }]);
    const ebur = await report(mp3, 'ebur128=peak=true');
    const integrated = number(ebur, /I:\s+(-?[\d.]+) LUFS/);
    const truePeak = number(ebur, /Peak:\s+(-?[\d.]+) dBFS/);
    expect(integrated).toBeGreaterThan(AUDIOBOOK_TARGET.integratedLufs - 1);
    expect(integrated).toBeLessThan(AUDIOBOOK_TARGET.integratedLufs + 1);
    expect(truePeak).toBeLessThanOrEqual(-3);
    const rms = number(await report(mp3, 'astats'), /RMS level dB:\s+(-?[\d.]+)/);
    expect(rms).toBeGreaterThanOrEqual(-23);
    expect(rms).toBeLessThanOrEqual(-18);

    for (const file of [mp3, wav]) expect(Math.abs((await durationOf(file)) - narrationSeconds)).toBeLessThan(0.05);
    const mp3Log = await report(mp3, 'anull');
    expect(mp3Log).toMatch(/Audio: mp3, 44100 Hz, stereo, \w+, 320 kb\/s/);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('holds true peaks under −3 dB when the gain would push them over: a narration with loud bursts', async () => {
    const peaks = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds: 12, sampleRate: RATE, amplitude: 0.2 });
    for (const at of [2, 6, 10]) {
      for (let i = 0; i < RATE / 200; i++) peaks[at * RATE + i] = 0.99 * Math.sin((2 * Math.PI * 150 * i) / RATE);
    }
    const peaky = path.join(dir, 'peaky.wav');
    await writeFile(peaky, encodeWav(peaks, RATE));
    const workDir = path.join(dir, 'peaky');
    await import('node:fs/promises').then((fs) => fs.mkdir(workDir));
    const { mp3, measured } = await mixAndMaster({
      narration: peaky,
      narrationSeconds,
      zones: [],
      tags: TAGS,
      workDir,
      ffmpegPath,
    });
    expect(measured.truePeakDb - measured.integratedLufs).toBeGreaterThan(
      AUDIOBOOK_TARGET.truePeakDb - AUDIOBOOK_TARGET.integratedLufs,
    );
    const ebur = await report(mp3, 'ebur128=peak=true');
    expect(number(ebur, /Peak:\s+(-?[\d.]+) dBFS/)).toBeLessThanOrEqual(-3);
    expect(number(ebur, /I:\s+(-?[\d.]+) LUFS/)).toBeGreaterThan(AUDIOBOOK_TARGET.integratedLufs - 1.5);
  });

  it('writes the whole narration when its file is longer than its recorded length', async () => {
    const longer = path.join(dir, 'longer.wav');
    const seconds = narrationSeconds + 0.3;
    const speech = syllableTone({ pitchHz: 150, syllablesPerSecond: 4, seconds, sampleRate: RATE, amplitude: 0.4 });
    await writeFile(longer, encodeWav(speech, RATE));
    const workDir = path.join(dir, 'longer');
    await import('node:fs/promises').then((fs) => fs.mkdir(workDir));
    const { mp3, wav } = await mixAndMaster({
      narration: longer,
      narrationSeconds,
      zones: [],
      tags: TAGS,
      workDir,
      ffmpegPath,
    });
    for (const file of [mp3, wav]) expect(Math.abs((await decodedSeconds(file)) - seconds)).toBeLessThan(0.03);
  });

  it("tags the MP3 (ID3) and the WAV (LIST/INFO) with the audiobook's title, as its album too, and its creator", async () => {
    const title = 'Élise; the "Keeper" = 2 # Nights';
    const { mp3, wav } = await run('tags', [], { title, artist: 'José Núñez', narrator: '', year: '', genre: '' });
    for (const file of [mp3, wav]) {
      expect(await audioTags(ffmpegPath, file)).toMatchObject({ title, album: title, artist: 'José Núñez' });
    }
    const untitled = await run('no-artist', [], {
      title: 'The Lighthouse',
      artist: '',
      narrator: '',
      year: '',
      genre: '',
    });
    expect(await audioTags(ffmpegPath, untitled.mp3)).not.toHaveProperty('artist');
  });

  it('carries the chapters in the MP3 as CHAP frames under a CTOC, with the narrator, year and genre', async () => {
    const chapters = [
      { title: 'Opening', start: 0, end: 5.25 },
      { title: 'Chapter 2: The Storm', start: 5.25, end: narrationSeconds },
    ];
    const tags = { ...TAGS, narrator: 'Nora Reade', year: '2026', genre: 'Mystery' };
    const workDir = path.join(dir, 'chapters');
    await import('node:fs/promises').then((fs) => fs.mkdir(workDir));
    const { mp3, wav } = await mixAndMaster({
      narration,
      narrationSeconds,
      zones: [],
      tags,
      chapters,
      workDir,
      ffmpegPath,
    });

    const id3 = NodeID3.read(await readFile(mp3));
    expect(id3).toMatchObject({
      title: 'The Lighthouse',
      album: 'The Lighthouse',
      artist: 'Ada Keeper',
      composer: 'Nora Reade',
      year: '2026',
      genre: 'Mystery',
    });
    expect(id3.chapter?.map(({ tags, startTimeMs, endTimeMs }) => [tags?.title, startTimeMs, endTimeMs])).toEqual([
      ['Opening', 0, 5250],
      ['Chapter 2: The Storm', 5250, 12_000],
    ]);
    expect(id3.tableOfContents).toEqual([
      expect.objectContaining({ isOrdered: true, elements: id3.chapter!.map((chapter) => chapter.elementID) }),
    ]);
    // ffmpeg reads the same chapters (its times less the encoder's delay, 25 ms), and the Info frame after the tag:
    // the MP3 still decodes to its exact length.
    const read = await audioChapters(ffmpegPath, mp3);
    expect(read.map(({ title }) => title)).toEqual(chapters.map(({ title }) => title));
    read.forEach(({ start, end }, index) => {
      expect(Math.abs(start - chapters[index]!.start)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(end - chapters[index]!.end)).toBeLessThanOrEqual(0.05);
    });
    expect(Math.abs((await decodedSeconds(mp3)) - narrationSeconds)).toBeLessThan(0.03);
    expect(await audioTags(ffmpegPath, wav)).toMatchObject({ title: 'The Lighthouse', date: '2026', genre: 'Mystery' });
  });

  it('ducks the music under speech: the same music is louder in the pause', async () => {
    const { wav } = await run('ducking', [{ start: 0, end: 12 }]);
    const { samples } = decodeWav(await readFile(wav), 2);
    const underSpeech = levelAt(samples, 2, MUSIC_HZ, 1.5, 3.5);
    const inPause = levelAt(samples, 2, MUSIC_HZ, 5.5, 7.5);
    expect(inPause - underSpeech).toBeGreaterThan(6);
  });

  it('plays each zone only inside it, and nothing of the music without zones', async () => {
    const { wav } = await run('zones', [{ start: 4.5, end: 7.5 }]);
    const { samples } = decodeWav(await readFile(wav), 2);
    const inside = levelAt(samples, 2, MUSIC_HZ, 5.5, 6.5);
    const before = levelAt(samples, 2, MUSIC_HZ, 1, 4);
    const after = levelAt(samples, 2, MUSIC_HZ, 8.5, 11.5);
    expect(inside - before).toBeGreaterThan(30);
    expect(inside - after).toBeGreaterThan(30);

    const vocalOnly = decodeWav(await readFile((await run('vocal', [])).wav), 2).samples;
    expect(levelAt(vocalOnly, 2, MUSIC_HZ, 5, 7)).toBeLessThan(inside - 40);
  });
});
