import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { repoRoot, storageEnv, waitForHttp, type BackingServices } from '@reeltalk/stack';

/** The token the bff under test presents and the media-service it calls expects (at least 32 characters). */
export const TEST_SERVICE_TOKEN = 'bff-test-service-token-0123456789';

const OUTPUT_LINES = 40;

/**
 * The real media-service as its own process (as in production), against the test stack's Postgres and S3, so the
 * bff's uploads, narrations and signed URLs go through the real thing.
 */
export async function startMediaService(
  services: Pick<BackingServices, 'databaseUrl' | 's3'>,
  address: { host: string; port: number },
  /** Where its log goes, one JSON line per request, so tests can follow a bff request into the media-service. */
  logFile: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://${address.host}:${address.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'media-service'),
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.FFMPEG_PATH && { FFMPEG_PATH: process.env.FFMPEG_PATH }),
      HOST: address.host,
      MEDIA_SERVICE_PORT: String(address.port),
      ...storageEnv(services),
      SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      LOG_LEVEL: 'info',
      STOCK_MUSIC_SECONDS: '8',
      // Made when a test first lists them, as before: the tests' machine is busy enough at start.
      STOCK_MUSIC_AT_START: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines it printed explain a failed start.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES));
  };
  const log = createWriteStream(logFile);
  child.stdout.pipe(log, { end: false });
  // A crash prints its stack on stderr (not JSON, so beside the log rather than in it): a lost service can tell why.
  child.stderr.pipe(createWriteStream(`${logFile}.stderr`));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let ending = false;
  child.on('close', (code, signal) => {
    if (!ending) {
      const line = `media-service at ${url} exited unexpectedly (code ${code}, signal ${signal})`;
      console.error(`${line}; its last lines:\n${output.join('\n')}`);
      log.write(`${JSON.stringify({ msg: line })}\n`);
    }
    log.end();
  });

  /** SIGTERM lets it hand its jobs back. */
  const stop = async () => {
    ending = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exit = once(child, 'exit');
    child.kill('SIGTERM');
    await exit;
  };
  try {
    await waitForHttp(`${url}/health`, { process: child, expectOk: true, timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw new Error(`media-service did not start: ${(error as Error).message}\n${output.join('\n')}`);
  }
  return { url, stop };
}
