import { createOfflineGenerator } from './offline-generator.ts';
import { loadSoundBank } from './render.ts';

/**
 * `tsx media-service/src/music/time-generation.ts <prompt> <seconds>...` (run by `npm run bench`): loads the
 * soundfont, then generates one track per length in this process, printing a JSON line for each step with its wall
 * and CPU time and the process's peak resident memory so far, so the generator's own cost is measured apart from the
 * service (CPU time tells the work apart from waiting on a busy machine).
 */
const [prompt = 'upbeat acoustic folk', ...lengths] = process.argv.slice(2);
const peakBytes = () => process.resourceUsage().maxRSS * 1024;
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};

const loading = performance.now();
await loadSoundBank();
console.log(
  JSON.stringify({ step: 'soundfont', wallSeconds: (performance.now() - loading) / 1000, peakBytes: peakBytes() }),
);

const generator = createOfflineGenerator();
for (const length of lengths.map(Number)) {
  const [started, cpu] = [performance.now(), process.cpuUsage()];
  await generator.generate({ prompt, durationSeconds: length, seed: 1 }, () => {});
  const wallSeconds = (performance.now() - started) / 1000;
  const step = {
    step: 'track',
    durationSeconds: length,
    wallSeconds,
    cpuSeconds: cpuSeconds(cpu),
    peakBytes: peakBytes(),
  };
  console.log(JSON.stringify(step));
}
