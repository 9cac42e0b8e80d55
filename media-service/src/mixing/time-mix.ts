import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeMp3InParts } from '../audio/mp3-parts.ts';
import { ffmpegPathOf } from '../config.ts';
import { mixAndMaster } from './master.ts';
import { MIX_SAMPLE_RATE } from './mix-graph.ts';

/**
 * `tsx media-service/src/mixing/time-mix.ts <narration> <seconds>` (run by `npm run bench`): mixes the narration with
 * three zones of music (generated here, looped where a zone outlasts it) as the mix job does, once with its MP3
 * encoded by one ffmpeg and once in parts on every core, then times LAME alone encoding the same mix on every core
 * (the cap: no mix can be faster than its encoder). Prints a JSON line per step with its wall time.
 */
const [narration, secondsText] = process.argv.slice(2);
if (!narration || !secondsText) throw new Error('usage: time-mix.ts <narration> <seconds>');
const narrationSeconds = Number(secondsText);
const ffmpegPath = ffmpegPathOf();
const cores = availableParallelism();
const ZONES = [
  [0.02, 0.2],
  [0.4, 0.55],
  [0.75, 0.98],
] as const;

const dir = await mkdtemp(path.join(tmpdir(), 'time-mix-'));
try {
  const music = path.join(dir, 'music.mp3');
  await promisify(execFile)(ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `anoisesrc=color=pink:duration=40:sample_rate=${MIX_SAMPLE_RATE}:amplitude=0.3`],
    ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '192k', music],
  ]);
  const zones = ZONES.map(([from, to]) => ({
    file: music,
    start: from * narrationSeconds,
    end: to * narrationSeconds,
  }));
  const tags = { title: 'Bench', artist: '', narrator: '', year: '', genre: '' };
  const timed = async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(JSON.stringify({ step, cores, wallSeconds: (performance.now() - started) / 1000 }));
  };
  const mix = async (name: string, mp3Parts: number) => {
    const workDir = path.join(dir, name);
    await mkdir(workDir);
    await timed(name, () => mixAndMaster({ narration, narrationSeconds, zones, tags, workDir, ffmpegPath, mp3Parts }));
    return workDir;
  };
  await mix('single', 1);
  const parted = await mix('parts', cores);
  const pcm = path.join(parted, 'mixed.f32');
  await timed('lame-alone', async () =>
    encodeMp3InParts({
      ffmpegPath,
      pcm,
      sampleRate: MIX_SAMPLE_RATE,
      totalSamples: (await stat(pcm)).size / 8,
      filter: 'anull',
      bitrateKbps: 320,
      lameQuality: 7,
      jointStereo: false,
      parts: cores,
      output: path.join(parted, 'lame-alone.mp3'),
      workDir: parted,
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
