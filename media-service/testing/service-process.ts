import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { jobFinished, jobUnderWay, type JobView } from './jobs.ts';
import { TEST_SERVICE_TOKEN, testConfig, testEnv, waitFor } from './test-app.ts';

const require = createRequire(import.meta.url);
const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The media-service as its own process, started the way `npm start` starts it (node with tsx, src/server.ts). */
export interface ServiceProcess {
  url: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** SIGKILL: no shutdown code runs, as when a machine dies. */
  kill(): Promise<void>;
  /** The last lines it printed, to explain a failure. */
  output(): string;
}

export async function startServiceProcess(overrides: Record<string, string> = {}): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', pathToFileURL(require.resolve('tsx')).href, 'src/server.ts'],
    {
      cwd: serviceDir,
      env: testEnv({ LOG_LEVEL: 'info', ...overrides }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const remember = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = once(child, 'exit');

  const port = await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`media-service exited early:\n${printed}`);
      const match = /"port":(\d+),"msg":"media-service listening"/.exec(printed);
      return match ? Number(match[1]) : undefined;
    },
    60_000,
    'the media-service process to listen',
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    request: (route, init = {}) =>
      fetch(url + route, {
        ...init,
        headers: { Authorization: `Bearer ${TEST_SERVICE_TOKEN}`, ...(init.headers as Record<string, string>) },
      }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    output: () => printed,
  };
}

/**
 * Kills `service` once its job is under way as `reached` says (checking that nothing is stored yet under
 * `stored`), starts the service again and answers the new process with the job as it ended and its attempts.
 */
export async function killedAndResumed(
  service: ServiceProcess,
  jobId: string,
  reached: (job: JobView) => boolean,
  stored: () => Promise<string[]>,
): Promise<{ service: ServiceProcess; job: JobView; attempts: number | undefined }> {
  await jobUnderWay(service.request, jobId, reached, 'the job to be under way');
  await service.kill();
  expect(await stored()).toEqual([]);
  const resumed = await startServiceProcess();
  const job = await jobFinished(resumed.request, jobId, 240_000);
  expect(job, resumed.output()).toMatchObject({ state: 'done', percent: 100 });
  const db = createDatabase(testConfig().databaseUrl);
  try {
    const { rows } = await sql<{ attempts: number }>`select attempts from media.jobs where id = ${jobId}`.execute(db);
    return { service: resumed, job, attempts: rows[0]?.attempts };
  } finally {
    await db.destroy();
  }
}
