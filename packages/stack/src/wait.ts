import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  timeoutMs?: number;
  /** Fail early if this process exits before the URL answers. */
  process?: ChildProcess;
  /** Keep waiting until the answer is a 2xx, not just any answer (a health check rather than a port check). */
  expectOk?: boolean;
}

/** Polls a URL until it answers (any status, or a 2xx with expectOk), failing early if the process behind it exits. */
export async function waitForHttp(
  url: string,
  { timeoutMs = 60_000, process: child, expectOk = false }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (!expectOk || response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer${expectOk ? ' OK' : ''} within ${timeoutMs} ms (${last})`);
    await sleep(200);
  }
}
