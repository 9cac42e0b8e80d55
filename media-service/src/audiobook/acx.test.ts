import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ACX_RULES, acxReportSchema, audiobookChapters, type AcxOptions, type AcxReport } from '@reeltalk/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { encodeWav } from '../audio/wav.ts';
import { EspeakEngine } from '../narration/engine/espeak/espeak-engine.ts';
import { NEUTRAL_PROSODY } from '../narration/engine/index.ts';
import type { Timeline, TimelineParagraph } from '../narration/timeline.ts';
import { ACX_REPORT_FILE, acxBuilder } from './acx.ts';
import type { AudiobookSources } from './format-builder.ts';

const engine = new EspeakEngine({ threads: 1 });
const TAGS = { title: 'The Lighthouse', artist: 'Ada Keeper', narrator: 'Alex Reed', year: '2026', genre: 'Fiction' };
const FILES = [
  '00 Opening Credits.mp3',
  '01 Chapter One.mp3',
  '02 Chapter Two.mp3',
  '03 Closing Credits.mp3',
  'Retail Sample.mp3',
];

let dir: string;

/** espeak reading a text, once per text: every build of these tests reads the same book and credits. */
const spoken = new Map<string, ReturnType<EspeakEngine['synthesize']>>();
function speech(text: string) {
  if (!spoken.has(text))
    spoken.set(text, engine.synthesize({ text, voice: engine.defaultVoice, prosody: NEUTRAL_PROSODY }));
  return spoken.get(text)!;
}

/**
 * A narrated two-chapter book as the mix job leaves it: a 44.1 kHz stereo WAV of espeak reading the title, each
 * chapter's heading and a paragraph, with pauses of digital silence between, and its timeline. In the first
 * chapter's paragraph a click reaches full scale (a door shutting): far over the speech, so only a limiter keeps it
 * under ACX's peak once the speech is brought up. `level` scales everything, clipping what goes over full scale.
 */
async function narratedMix(name: string, level: number): Promise<{ wav: string; timeline: Timeline }> {
  const pieces: Array<{ text: string; heading: boolean; pauseAfter: number }> = [
    { text: 'The Lighthouse.', heading: true, pauseAfter: 0.8 },
    { text: 'Chapter One', heading: true, pauseAfter: 0.6 },
    { text: 'The keeper climbed the stairs as the storm came in from the sea.', heading: false, pauseAfter: 1 },
    { text: 'Chapter Two', heading: true, pauseAfter: 0.6 },
    { text: 'In the morning the boats came home, and the light was still burning.', heading: false, pauseAfter: 0.5 },
  ];
  const read = await Promise.all(pieces.map((piece) => speech(piece.text)));
  const rate = read[0]!.sampleRate;
  const placed: TimelineParagraph[] = [];
  const parts: Float32Array[] = [];
  let at = 0;
  for (const [index, piece] of pieces.entries()) {
    const { samples } = read[index]!;
    placed.push({
      text: piece.text,
      heading: piece.heading,
      start: at / rate,
      end: (at + samples.length) / rate,
      words: [],
    });
    parts.push(samples, new Float32Array(Math.round(piece.pauseAfter * rate)));
    at += samples.length + Math.round(piece.pauseAfter * rate);
  }
  const mono = new Float32Array(at);
  let offset = 0;
  for (const part of parts) {
    mono.set(part, offset);
    offset += part.length;
  }
  const click = Math.round(((placed[2]!.start + placed[2]!.end) / 2) * rate);
  for (let i = 0; i < 0.004 * rate; i++) mono[click + i] = i % 2 === 0 ? 1 : -1;
  for (let i = 0; i < mono.length; i++) mono[i] = Math.max(-1, Math.min(1, mono[i]! * level));
  const source = path.join(dir, `${name}-voice.wav`);
  await writeFile(source, encodeWav(mono, rate));
  const wav = path.join(dir, `${name}-mix.wav`);
  await promisify(execFile)(ffmpegPath, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    source,
    '-ar',
    '44100',
    '-ac',
    '2',
    wav,
  ]);
  const [title, oneHeading, one, twoHeading, two] = placed as [TimelineParagraph, ...TimelineParagraph[]];
  const timeline: Timeline = {
    duration: at / rate,
    title,
    chapters: [
      { title: 'Chapter One', start: oneHeading!.start, end: one!.end, paragraphs: [oneHeading!, one!] },
      { title: 'Chapter Two', start: twoHeading!.start, end: two!.end, paragraphs: [twoHeading!, two!] },
    ],
  };
  return { wav, timeline };
}

interface Built {
  zip: JSZip;
  report: AcxReport;
  workDir: string;
  progress: Array<[string, number]>;
  /** Each MP3 of the ZIP, written out. */
  files: Map<string, string>;
}

async function build(
  name: string,
  mix: { wav: string; timeline: Timeline },
  acx: AcxOptions,
  stop?: { controller: AbortController; atStage: string },
  progress: Array<[string, number]> = [],
) {
  const workDir = path.join(dir, `${name}-work`);
  await mkdir(workDir);
  const sources: AudiobookSources = {
    mixWavPath: mix.wav,
    timeline: mix.timeline,
    chapters: audiobookChapters(mix.timeline),
    tags: TAGS,
    coverPath: null,
    workDir,
    ffmpegPath,
    signal: (stop?.controller ?? new AbortController()).signal,
    progress: async (stage, fraction) => {
      progress.push([stage, fraction]);
      if (stage === stop?.atStage) stop.controller.abort(new Error('cancelled'));
    },
    speak: async (text, wavPath) => {
      const { samples, sampleRate } = await speech(text);
      await writeFile(wavPath, encodeWav(samples, sampleRate));
    },
    acx,
  };
  return { built: await acxBuilder.build(sources), workDir, progress };
}

async function unpacked(name: string, built: Awaited<ReturnType<typeof build>>): Promise<Built> {
  const zip = await JSZip.loadAsync(await readFile(built.built.path));
  const files = new Map<string, string>();
  const out = path.join(dir, `${name}-unzipped`);
  await mkdir(out);
  for (const file of FILES) {
    const entry = zip.file(file);
    if (!entry) continue;
    const to = path.join(out, file);
    await writeFile(to, await entry.async('nodebuffer'));
    files.set(file, to);
  }
  return { zip, report: built.built.report!, workDir: built.workDir, progress: built.progress, files };
}

/**
 * What ffmpeg's own filters measure of a file: astats' RMS, peak and quietest 50 ms (its longer windows are not
 * measured right by every ffmpeg), silencedetect's quiet at either end.
 */
async function ffmpegMeasure(file: string) {
  const { stderr } = await promisify(execFile)(ffmpegPath, [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    'astats,silencedetect=noise=-50dB:d=0.3',
    '-f',
    'null',
    '-',
  ]);
  const overall = stderr.slice(stderr.lastIndexOf('Overall'));
  const value = (text: string, label: string) => {
    const found = new RegExp(`${label}: (-?[\\d.]+|-inf)`).exec(text)![1]!;
    return found === '-inf' ? -Infinity : Number(found);
  };
  const [, rate, layout, kbps] = /Audio: mp3, (\d+) Hz, (mono|stereo), \w+, (\d+) kb\/s/.exec(stderr)!;
  const seconds = value(overall, 'Number of samples') / Number(rate);
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((match) => Number(match[1]));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((match) => Number(match[1]));
  return {
    sampleRate: Number(rate),
    channels: layout === 'mono' ? 1 : 2,
    bitRateKbps: Number(kbps),
    seconds,
    rmsDb: value(overall, 'RMS level dB'),
    peakDb: value(overall, 'Peak level dB'),
    quietest50msDb: value(overall, 'RMS trough dB'),
    // Silence from the start until the first sound; the last silence runs to the end.
    head: Math.abs(starts[0]!) < 0.01 ? ends[0]! : 0,
    tail: seconds - starts.at(-1)!,
  };
}

/** Every file of the package measured by ffmpeg inside ACX's rules, and the report agreeing with ffmpeg. */
async function expectWithinRules(built: Built, channels: 1 | 2) {
  expect(built.report.files.map((file) => file.file)).toEqual(FILES);
  for (const file of built.report.files) {
    const mp3 = built.files.get(file.file)!;
    const measured = await ffmpegMeasure(mp3);
    const within = { file: file.file, ...measured };
    expect(within).toMatchObject({ sampleRate: ACX_RULES.sampleRate, bitRateKbps: ACX_RULES.bitRateKbps, channels });
    expect(measured.rmsDb, file.file).toBeGreaterThanOrEqual(ACX_RULES.rmsDb.min);
    expect(measured.rmsDb, file.file).toBeLessThanOrEqual(ACX_RULES.rmsDb.max);
    expect(measured.peakDb, file.file).toBeLessThanOrEqual(ACX_RULES.peakMaxDb);
    // Room tone, not digital silence.
    expect(measured.quietest50msDb, file.file).toBeGreaterThan(-90);
    expect(measured.head, file.file).toBeGreaterThanOrEqual(ACX_RULES.headRoomToneSeconds.min);
    expect(measured.head, file.file).toBeLessThanOrEqual(ACX_RULES.headRoomToneSeconds.max);
    expect(measured.tail, file.file).toBeGreaterThanOrEqual(ACX_RULES.tailRoomToneSeconds.min);
    expect(measured.tail, file.file).toBeLessThanOrEqual(ACX_RULES.tailRoomToneSeconds.max);

    // The report says what ffmpeg measures.
    expect(file).toMatchObject({ sampleRate: measured.sampleRate, bitRateKbps: 192, channels });
    expect(file.seconds).toBeCloseTo(measured.seconds, 2);
    expect(Math.abs(file.rmsDb - measured.rmsDb), file.file).toBeLessThan(0.05);
    expect(Math.abs(file.peakDb - measured.peakDb), file.file).toBeLessThan(0.05);
    // The quietest half second is under -60 dB, a little louder than the quietest 50 ms of the same room tone.
    expect(file.noiseFloorDb, file.file).toBeLessThanOrEqual(ACX_RULES.noiseFloorMaxDb);
    expect(file.noiseFloorDb, file.file).toBeGreaterThanOrEqual(measured.quietest50msDb);
    expect(file.noiseFloorDb, file.file).toBeLessThan(measured.quietest50msDb + 3);
    expect(Math.abs(file.headRoomToneSeconds - measured.head), file.file).toBeLessThan(0.05);
    expect(Math.abs(file.tailRoomToneSeconds - measured.tail), file.file).toBeLessThan(0.05);
    expect(file.checks.filter((check) => !check.pass)).toEqual([]);
  }
  expect(built.report.pass).toBe(true);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'acx-test-'));
});

afterAll(async () => {
  await engine.close();
  await rm(dir, { recursive: true, force: true });
});

describe('acxBuilder', () => {
  it('packages a narrated book as credits, a file per chapter and a retail sample, each within ACX rules', async () => {
    const mix = await narratedMix('normal', 1);
    const built = await unpacked('normal', await build('normal', mix, {}));
    await expectWithinRules(built, 1);
    const report = acxReportSchema.parse(JSON.parse(await built.zip.file(ACX_REPORT_FILE)!.async('string')));
    expect(report).toEqual(built.report);
    expect(Object.keys(built.zip.files).sort()).toEqual([...FILES, ACX_REPORT_FILE].sort());
    // Each chapter is cut at its times: the title read before the first chapter belongs to it. Around the sound
    // 0.75 s and 2.5 s of room tone, less the quiet espeak leaves at either end of what it reads.
    const [one, two] = mix.timeline.chapters as [Timeline['chapters'][number], Timeline['chapters'][number]];
    const expected = [one.end - mix.timeline.title!.start + 3.25, two.end - two.start + 3.25];
    const chapters = built.report.files.filter((file) => file.role === 'chapter');
    chapters.forEach((file, index) => {
      expect(file.seconds).toBeGreaterThan(expected[index]! - 0.5);
      expect(file.seconds).toBeLessThan(expected[index]! + 0.1);
    });
    // The retail sample is the first chapter after its heading: the paragraph, with its room tone.
    const paragraph = mix.timeline.chapters[0]!.paragraphs[1]!;
    const sample = built.report.files.at(-1)!;
    expect(sample.seconds).toBeGreaterThan(paragraph.end - paragraph.start);
    expect(sample.seconds).toBeLessThan(paragraph.end - paragraph.start + 4);
    // Progress a file at a time; nothing but the ZIP is left in the work folder.
    expect(built.progress.map(([stage]) => stage)).toEqual([
      ...FILES.map((file) => `Mastering ${file}`),
      'ACX package ready',
    ]);
    expect(built.progress.map(([, fraction]) => fraction)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(await readdir(built.workDir)).toEqual(['acx.zip']);
  });

  it('masters a mix far too quiet into the rules', async () => {
    const built = await unpacked('quiet', await build('quiet', await narratedMix('quiet', 0.03), {}));
    await expectWithinRules(built, 1);
  });

  it('masters a mix far too loud, clipping, into the rules, in stereo when asked', async () => {
    const built = await unpacked('loud', await build('loud', await narratedMix('loud', 6), { stereo: true }));
    await expectWithinRules(built, 2);
  });

  it('stops between files when its signal aborts, leaving nothing in the work folder', async () => {
    const mix = await narratedMix('stopped', 1);
    const controller = new AbortController();
    const progress: Array<[string, number]> = [];
    const building = build('stopped', mix, {}, { controller, atStage: `Mastering ${FILES[1]}` }, progress);
    await expect(building).rejects.toThrow('cancelled');
    expect(progress.map(([stage]) => stage)).toEqual([`Mastering ${FILES[0]}`, `Mastering ${FILES[1]}`]);
    expect(await readdir(path.join(dir, 'stopped-work'))).toEqual([]);
  });
});
