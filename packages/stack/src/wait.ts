import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Polls a URL until it answers at all (any status), failing early if the process behind it exits. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, process: child }: { timeoutMs?: number; process?: ChildProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await sleep(200);
    }
  }
}
