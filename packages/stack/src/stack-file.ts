import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readStackConfig } from './config.ts';
import type { PiecePlan } from './pieces.ts';
import { commandLineOf, isAlive, stopPid } from './process.ts';
import { waitForHttp } from './wait.ts';

export interface PieceRecord extends PiecePlan {
  pid: number;
}

/** DATA_DIR/run/stack.json: what `npm start` is running, so tests and tools can stop and restart single pieces. */
export interface StackFile {
  /** The shell's address, as printed by `npm start`. */
  url: string;
  /** The `npm start` process that supervises the pieces. */
  supervisorPid: number;
  startedAt: string;
  pieces: PieceRecord[];
}

export interface PieceOptions {
  /** The DATA_DIR of the running stack; defaults to the one DATA_DIR (or the default) in this environment names. */
  dataDir?: string;
}

export const stackFilePath = (dataDir: string): string => path.join(dataDir, 'run', 'stack.json');

const dataDirOf = (options: PieceOptions) => options.dataDir ?? readStackConfig().dataDir;

export function readStackFile(dataDir: string): StackFile {
  return JSON.parse(readFileSync(stackFilePath(dataDir), 'utf8')) as StackFile;
}

/** Written atomically (rename) because a test may restart a piece while the supervisor reads the file. */
export function writeStackFile(dataDir: string, stack: StackFile): void {
  const file = stackFilePath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  // It holds SERVICE_TOKEN and the database password: owner-only.
  writeFileSync(`${file}.tmp`, JSON.stringify(stack, null, 2), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

function pieceIn(stack: StackFile, name: string): PieceRecord {
  const piece = stack.pieces.find((p) => p.name === name);
  if (!piece)
    throw new Error(`no piece "${name}" in the running stack (${stack.pieces.map((p) => p.name).join(', ')})`);
  return piece;
}

/** True when pid is alive and still runs the recorded command (not a later process that reused the number). */
function isRunning(piece: PieceRecord): boolean {
  if (!isAlive(piece.pid)) return false;
  const commandLine = commandLineOf(piece.pid);
  return commandLine === undefined || commandLine.join(' ') === piece.command.join(' ');
}

/**
 * Stops one piece of a running stack (a remote's server, the bff, the media-service) the way an outage would.
 * `signal: 'SIGKILL'` simulates a crash instead of a clean shutdown.
 */
export async function stopPiece(name: string, options: PieceOptions & { signal?: 'SIGTERM' | 'SIGKILL' } = {}) {
  const piece = pieceIn(readStackFile(dataDirOf(options)), name);
  if (!isRunning(piece)) return;
  if (options.signal === 'SIGKILL') {
    process.kill(piece.pid, 'SIGKILL');
    while (isAlive(piece.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
  } else {
    await stopPid(piece.pid);
  }
}

/** Where a piece's whole output is kept: npm start writes it there, and so does a piece restarted on its own. */
export const pieceLogFile = (dataDir: string, name: string): string => path.join(dataDir, 'run', 'logs', `${name}.log`);

/**
 * Starts one piece again with its recorded command and environment, waits until it is healthy and records its new
 * pid. Its output goes to DATA_DIR/run/logs/<name>.log. Nothing happens if it is already running.
 */
export async function startPiece(name: string, options: PieceOptions & { timeoutMs?: number } = {}) {
  const dataDir = dataDirOf(options);
  const piece = pieceIn(readStackFile(dataDir), name);
  if (isRunning(piece)) return piece;
  const logFile = pieceLogFile(dataDir, name);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  const [file, ...args] = piece.command;
  // Detached and unreferenced: the piece belongs to the stack, not to the (test) process that restarted it.
  const child = spawn(file!, args, {
    cwd: piece.cwd,
    env: { ...process.env, ...piece.env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.unref();
  try {
    await waitForHttp(piece.healthUrl, { expectOk: true, process: child, timeoutMs: options.timeoutMs ?? 60_000 });
  } catch (error) {
    if (child.pid) await stopPid(child.pid);
    throw new Error(`${name} did not become healthy: ${(error as Error).message}; see ${logFile}`);
  }
  const stack = readStackFile(dataDir);
  const restarted = { ...pieceIn(stack, name), pid: child.pid! };
  writeStackFile(dataDir, { ...stack, pieces: stack.pieces.map((p) => (p.name === name ? restarted : p)) });
  return restarted;
}

/** Stops every piece recorded in the stack file that still runs (restarted ones have no supervisor as parent). */
export async function stopRecordedPieces(dataDir: string, except: ReadonlySet<number> = new Set()): Promise<void> {
  let stack: StackFile;
  try {
    stack = readStackFile(dataDir);
  } catch {
    return;
  }
  await Promise.all(stack.pieces.filter((p) => !except.has(p.pid) && isRunning(p)).map((p) => stopPid(p.pid)));
}
