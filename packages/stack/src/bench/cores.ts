import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { exited, nodeWithTsx, spawnWithLines } from '../process.ts';
import { createUser } from './bench-user.ts';
import type { Figure, Measurement } from './measurement.ts';
import { mixAudio, narratedWithZones } from './mix.ts';

/** Issue 30's targets for the ch1-6 book on this machine's cores. */
const TARGETS = { mix: 40, video: 5 } as const;

interface Step {
  step: string;
  cores: number;
  wallSeconds: number;
}

/** Runs a timing script of the media-service in a process of its own and reads the JSON line it prints per step. */
async function timeSteps(script: string, args: string[]): Promise<Map<string, Step>> {
  const steps = new Map<string, Step>();
  const output: string[] = [];
  const child = spawnWithLines([...nodeWithTsx(), path.join(repoRoot, script), ...args], { cwd: repoRoot }, (line) => {
    if (line.startsWith('{')) {
      const step = JSON.parse(line) as Step;
      steps.set(step.step, step);
    } else output.push(line);
  });
  const code = await exited(child);
  if (code !== 0) throw new Error(`${script} exited with ${code}: ${output.slice(-5).join(' | ')}`);
  return steps;
}

/**
 * Figures of one kind of work: one process, every core, and the cap (the encoder alone on every core), each as times
 * real time, the chunked one also as a share of the cap.
 */
function figures(kind: keyof typeof TARGETS, audio: number, steps: Map<string, Step>, names: string[]): Figure[] {
  const [single, chunked, cap] = names.map((name) => {
    const step = steps.get(name);
    if (!step) throw new Error(`no timing of ${name}`);
    return { step, times: audio / step.wallSeconds };
  });
  const cores = chunked!.step.cores;
  const row = (label: string, { step, times }: { step: Step; times: number }, extra = '') => ({
    label,
    value: `${step.wallSeconds.toFixed(1)} s → ${times.toFixed(1)}× real time${extra}`,
  });
  return [
    row(`${kind}, one process`, single!),
    row(
      `${kind}, ${cores} processes (chunked)`,
      chunked!,
      ` (target ${TARGETS[kind]}×, ${Math.round((100 * chunked!.times) / cap!.times)} % of the cap)`,
    ),
    row(`${kind} cap: ${names[2]} on ${cores} cores`, cap!),
  ];
}

export const cores: Measurement = {
  name: 'mix and 720p waveform video of the ch1-6 book: one process vs chunked on every core, and the cap',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const { projectId, audio } = await narratedWithZones(stack, user);
    const { mixFile } = await mixAudio(stack, user, projectId);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-cores-'));
    try {
      // The book's own mix is the narration mixed again (with three zones) and the audio the video draws.
      const mix = path.join(dir, 'mix.mp3');
      await writeFile(mix, Buffer.from(await (await fetch(mixFile.url)).arrayBuffer()));
      const [load] = os.loadavg();
      const mixSteps = await timeSteps('media-service/src/mixing/time-mix.ts', [mix, String(audio)]);
      const videoSteps = await timeSteps('media-service/src/video/time-render.ts', [mix, String(audio)]);
      const [loadAfter] = os.loadavg();
      return [
        {
          label: 'machine load average at the start and at the end',
          value: `${load!.toFixed(1)}, ${loadAfter!.toFixed(1)}`,
        },
        { label: 'audio', value: `${Math.round(audio)} s` },
        ...figures('mix', audio, mixSteps, ['single', 'parts', 'lame-alone']),
        ...figures('video', audio, videoSteps, ['single', 'segments', 'x264-alone']),
      ];
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
