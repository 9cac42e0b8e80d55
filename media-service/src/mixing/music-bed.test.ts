import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { audioLoudness } from '@reeltalk/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFfmpegPath as ffmpegPath } from '../../testing/ffmpeg-path.ts';
import { noise, spokenNarration, syllableTone } from '../../testing/voice-signals.ts';
import { decodeWav, encodeWav } from '../audio/wav.ts';
import { AUDIOBOOK_TARGET, type LoudnessMeasurement } from './loudness.ts';
import { mixAndMaster } from './master.ts';
import { MUSIC_BED } from './mix-graph.ts';

const RATE = 44_100;
const SECONDS = 18;
/** The narration speaks from 0 to 6 s and from 12 to 18 s; between them is a paragraph pause. */
const SPEECH = [
  [1, 5],
  [13, 17],
] as const;
const PAUSE = [7.5, 11] as const;

/** ffmpeg's EBU R128 integrated loudness (LUFS) of a WAV file, or of [from, to) seconds of it. */
const loudness = (file: string, from?: number, to?: number): Promise<number> =>
  audioLoudness(ffmpegPath, file, from === undefined || to === undefined ? undefined : { from, to });

/** The one gain the master applied (loudness.ts: no limiter for these quiet signals), as a factor. */
const masterGain = ({ integratedLufs }: LoudnessMeasurement) =>
  10 ** (Number((AUDIOBOOK_TARGET.integratedLufs - integratedLufs).toFixed(2)) / 20);

/** Stereo music: seeded noise (so tracks are unrelated, as real music is) of `seconds`, ending in a 1.5 s fade. */
const music = (seconds: number, seed: number, amplitude = 1) => {
  const mono = noise({ seconds, sampleRate: RATE, seed });
  const stereo = new Float32Array(mono.length * 2);
  const fadeFrom = mono.length - 1.5 * RATE;
  for (let i = 0; i < mono.length; i++) {
    const ending = i < fadeFrom ? 1 : (mono.length - i) / (mono.length - fadeFrom);
    stereo[2 * i] = stereo[2 * i + 1] = amplitude * ending * mono[i]!;
  }
  return encodeWav(stereo, RATE, 2);
};

describe('music under the voice: the mix measured', () => {
  let dir: string;
  let narration: string;
  const tracks: string[] = [];
  let runs = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'music-bed-test-'));
    // A quiet narrator (about −27 LUFS) and music far louder than it: the mix must still keep the music under it.
    const voice = spokenNarration({
      seconds: SECONDS,
      speechSeconds: 6,
      startsAt: [0, 12],
      sampleRate: RATE,
      amplitude: 0.15,
    });
    narration = path.join(dir, 'narration.wav');
    await writeFile(narration, encodeWav(voice, RATE));
    for (const seed of [1, 2, 3]) {
      const track = path.join(dir, `track-${seed}.wav`);
      await writeFile(track, music(20, seed));
      tracks.push(track);
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  type Zone = { file: string; start: number; end: number; volume?: number };

  /** Mixes and masters the narration with these zones; the WAV and the gain the master gave it. */
  const mix = async (zones: Zone[], seconds = SECONDS, voice = narration) => {
    const workDir = path.join(dir, `run-${runs++}`);
    await mkdir(workDir);
    const { wav, measured } = await mixAndMaster({
      narration: voice,
      narrationSeconds: seconds,
      zones,
      tags: { title: 'Music Bed', artist: '', narrator: '', year: '', genre: '' },
      workDir,
      ffmpegPath,
    });
    return { samples: decodeWav(await readFile(wav), 2).samples, gain: masterGain(measured) };
  };

  /** Samples before mastering (the master's gain undone) written as a WAV to measure. */
  const unmastered = async (name: string, samples: Float32Array) => {
    const file = path.join(dir, `${name}.wav`);
    await writeFile(file, encodeWav(samples, RATE, 2));
    return file;
  };

  /** The narration alone, and the music of a mix alone: the mix minus the narration, both before mastering. */
  const stems = async (name: string, zones: Zone[]) => {
    const [withMusic, alone] = await Promise.all([mix(zones), mix([])]);
    const voice = alone.samples.map((sample) => sample / alone.gain);
    const musicOnly = withMusic.samples.map((sample, i) => sample / withMusic.gain - voice[i]!);
    return { voice: await unmastered(`${name}-voice`, voice), music: await unmastered(`${name}-music`, musicOnly) };
  };

  it(
    'keeps the music at least 10 LU under the narration while it speaks, and at the set level in its pauses',
    { timeout: 120_000 },
    async () => {
      const { voice, music: bed } = await stems('one', [{ file: tracks[0]!, start: 0, end: SECONDS }]);
      for (const [from, to] of SPEECH) {
        expect(await loudness(bed, from, to)).toBeLessThanOrEqual((await loudness(voice, from, to)) - 10);
      }
      const narrationLufs = await loudness(voice);
      const inPause = await loudness(bed, ...PAUSE);
      expect(inPause).toBeLessThanOrEqual(narrationLufs - MUSIC_BED.pauseBelowNarrationLu + 0.5);
      // Still there: a bed, not silence.
      expect(inPause).toBeGreaterThan(narrationLufs - MUSIC_BED.pauseBelowNarrationLu - 2);
    },
  );

  it(
    'plays a zone at its own volume: half of it is 6 dB under the set level, never over it',
    { timeout: 120_000 },
    async () => {
      const full = await stems('full', [{ file: tracks[1]!, start: 0, end: SECONDS }]);
      const half = await stems('half', [{ file: tracks[1]!, start: 0, end: SECONDS, volume: 0.5 }]);
      const [atFull, atHalf] = [await loudness(full.music, ...PAUSE), await loudness(half.music, ...PAUSE)];
      expect(atHalf - atFull).toBeCloseTo(-6, 0);
    },
  );

  it('plays three overlapping zones no louder than one, crossfading between them', { timeout: 120_000 }, async () => {
    const one = await stems('single', [{ file: tracks[0]!, start: 0, end: SECONDS }]);
    const three = await stems('three', [
      { file: tracks[0]!, start: 0, end: SECONDS },
      { file: tracks[1]!, start: 2, end: 16 },
      { file: tracks[2]!, start: 4, end: SECONDS },
    ]);
    for (const [from, to] of [PAUSE, ...SPEECH]) {
      expect(await loudness(three.music, from, to)).toBeLessThanOrEqual((await loudness(one.music, from, to)) + 0.5);
    }
    // The same track three times over itself adds up in phase when summed: still no louder than one zone.
    const same = await stems('same', [
      { file: tracks[0]!, start: 0, end: SECONDS },
      { file: tracks[0]!, start: 0, end: SECONDS },
      { file: tracks[0]!, start: 0, end: SECONDS },
    ]);
    expect(await loudness(same.music, ...PAUSE)).toBeLessThanOrEqual((await loudness(one.music, ...PAUSE)) + 0.5);
  });

  it(
    'loops a track shorter than its zone without a seam: its level holds across every repeat',
    { timeout: 120_000 },
    async () => {
      // Speech only in the first two seconds; a 6 s track, ending in a fade as music does, under a 30 s zone.
      const seconds = 30;
      const speech = syllableTone({
        pitchHz: 150,
        syllablesPerSecond: 4,
        seconds: 2,
        sampleRate: RATE,
        amplitude: 0.3,
      });
      const voice = new Float32Array(seconds * RATE);
      voice.set(speech, 0);
      const quiet = path.join(dir, 'short-speech.wav');
      await writeFile(quiet, encodeWav(voice, RATE));
      const short = path.join(dir, 'short-track.wav');
      await writeFile(short, music(6, 7));
      const { samples } = await mix([{ file: short, start: 0, end: seconds }], seconds, quiet);
      // Levels of 100 ms windows from 5 s (the ducking released) to 28 s (before the zone's fade-out).
      const levels: number[] = [];
      for (let from = 5 * RATE; from < 28 * RATE; from += RATE / 10) {
        let power = 0;
        for (let i = from; i < from + RATE / 10; i++) power += samples[2 * i]! ** 2;
        levels.push(10 * Math.log10(power / (RATE / 10)));
      }
      expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(3);
    },
  );
});
