import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { exited, nodeWithTsx, spawnWithLines } from '../process.ts';
import { seconds, type Figure, type Measurement } from './measurement.ts';

/** A full band (fiddle, strummed guitar, bass, percussion): more voices than a solo piano, fewer than an orchestra. */
const PROMPT = 'upbeat acoustic folk';
const LENGTHS = [15, 30, 60];
/** Issue 10's target: a 60 s track in 5 s or less. */
const TARGET_SECONDS_FOR_A_MINUTE = 5;

interface Step {
  step: 'soundfont' | 'track';
  durationSeconds?: number;
  wallSeconds: number;
  cpuSeconds?: number;
  peakBytes: number;
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;

/** Runs the music generator in a process of its own and reads the JSON line it prints for each step. */
async function timeGeneration(): Promise<Step[]> {
  const script = path.join(repoRoot, 'media-service/src/music/time-generation.ts');
  const steps: Step[] = [];
  const output: string[] = [];
  const child = spawnWithLines(
    [...nodeWithTsx(), script, PROMPT, ...LENGTHS.map(String)],
    { cwd: repoRoot },
    (line) => {
      if (line.startsWith('{')) steps.push(JSON.parse(line) as Step);
      else output.push(line);
    },
  );
  const code = await exited(child);
  if (code !== 0) throw new Error(`music generation exited with ${code}: ${output.slice(-5).join(' | ')}`);
  return steps;
}

export const music: Measurement = {
  name: `music generation speed and memory ("${PROMPT}", generator in its own process)`,
  async run() {
    const [load] = os.loadavg();
    const steps = await timeGeneration();
    const soundfont = steps.find((step) => step.step === 'soundfont')!;
    const tracks = steps.filter((step) => step.step === 'track');
    const figures: Figure[] = [
      { label: 'machine load average at the start', value: load!.toFixed(1) },
      { label: 'soundfont load (once per process)', value: seconds(soundfont.wallSeconds) },
    ];
    for (const track of tracks) {
      const length = track.durationSeconds!;
      const target = length === 60 ? ` (target ${TARGET_SECONDS_FOR_A_MINUTE} s)` : '';
      figures.push({
        label: `music ${length} s track`,
        value:
          `${seconds(track.wallSeconds)} wall = ${(track.wallSeconds / length).toFixed(3)} of its length ` +
          `(${(length / track.wallSeconds).toFixed(1)}× real time, CPU ${seconds(track.cpuSeconds!)})${target}`,
      });
    }
    figures.push({
      label: 'generator process peak RSS',
      value: `${megabytes(Math.max(...tracks.map((track) => track.peakBytes)))} (after loading the soundfont ${megabytes(soundfont.peakBytes)})`,
    });
    return figures;
  },
};
