import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** `node --import <tsx>`: runs a TypeScript entry in ONE process (the tsx CLI would add a wrapper process). */
export const nodeWithTsx = (): string[] => [process.execPath, '--import', pathToFileURL(require.resolve('tsx')).href];

/** Keeps the last lines a process printed, to show why it failed. */
export class OutputTail {
  private lines: string[] = [];
  constructor(private readonly max = 60) {}
  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.max) this.lines.shift();
  }
  toString(): string {
    return this.lines.join('\n');
  }
}

/** Calls onLine for each complete line of a stream (a trailing partial line is flushed when the stream ends). */
export function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = '';
  stream.on('data', (chunk: Buffer | string) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
  });
}

/** Spawns a command and streams its stdout and stderr, line by line, to onLine. */
export function spawnWithLines(
  command: readonly string[],
  options: SpawnOptions,
  onLine: (line: string) => void,
): ChildProcess {
  const [file, ...args] = command;
  if (!file) throw new Error('empty command');
  const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.stdout) eachLine(child.stdout, onLine);
  if (child.stderr) eachLine(child.stderr, onLine);
  return child;
}

/** Resolves with the exit code (or signal name) once the process has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a running process (Linux /proc), to make sure a recorded pid was not reused by another. */
export function commandLineOf(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** SIGTERM, then SIGKILL if the process is still there after timeoutMs; resolves once it is gone. */
export async function stopPid(pid: number, { timeoutMs = 10_000 } = {}): Promise<void> {
  if (!isAlive(pid)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        return;
      }
    }
    await sleep(50);
  }
}
