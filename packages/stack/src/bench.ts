import { bffThroughput } from './bench/bff-throughput.ts';
import { startBenchStack, type RunningBenchStack } from './bench/bench-stack.ts';
import { buildTime } from './bench/build-time.ts';
import { coldStart } from './bench/cold-start.ts';
import { cores } from './bench/cores.ts';
import { edit } from './bench/edit.ts';
import { firstWord } from './bench/first-word.ts';
import { jsBytes } from './bench/js-bytes.ts';
import { library } from './bench/library.ts';
import { lighthouseRun } from './bench/lighthouse.ts';
import { libraryFirstRow } from './bench/library-first-row.ts';
import type { BenchContext, Measurement } from './bench/measurement.ts';
import { mix } from './bench/mix.ts';
import { music } from './bench/music.ts';
import { narration } from './bench/narration.ts';
import { video } from './bench/video.ts';
import { voiceSwitch } from './bench/voice-switch.ts';

/**
 * `npm run bench`: every figure measured in this run, on this machine. Builds come first so the cold start
 * measures starting, not building. To add a figure, write a Measurement in bench/ and list it here.
 */
const measurements: Measurement[] = [
  buildTime,
  coldStart,
  jsBytes,
  lighthouseRun,
  bffThroughput,
  library,
  libraryFirstRow,
  voiceSwitch,
  ...narration,
  firstWord,
  edit,
  music,
  mix,
  video,
  cores,
];

/** `npm run bench -- throughput` runs only the measurements whose name contains one of the words. */
function selected(words: string[]): Measurement[] {
  if (words.length === 0) return measurements;
  return measurements.filter((m) => words.some((word) => m.name.toLowerCase().includes(word.toLowerCase())));
}

async function main(): Promise<number> {
  let running: Promise<RunningBenchStack> | undefined;
  const context: BenchContext = { stack: () => (running ??= startBenchStack()) };
  let failures = 0;
  let lastFailure = '';
  const width = 44;
  try {
    for (const measurement of selected(process.argv.slice(2))) {
      console.log(`\n${measurement.name}`);
      try {
        for (const figure of await measurement.run(context))
          console.log(`  ${figure.label.padEnd(width)} ${figure.value}`);
      } catch (error) {
        failures++;
        const { message } = error as Error;
        console.log(`  FAILED: ${message === lastFailure ? 'as above' : message}`);
        lastFailure = message;
      }
    }
  } finally {
    await running?.then(
      (stack) => stack.stop(),
      () => {},
    );
  }
  return failures === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
