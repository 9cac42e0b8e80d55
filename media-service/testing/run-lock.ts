import { readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Makes test runs that share one data directory and port range take turns (two people running the suite at once
 * would otherwise wipe each other's database). A lock left by a process that died is taken over.
 */
export async function acquireRunLock(file: string, timeoutMs: number): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(file, 'utf8').catch(() => ''));
    if (!Number.isInteger(holder) || holder <= 0 || !isAlive(holder)) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another test run (pid ${holder}) still holds ${file}`);
    await sleep(500);
  }
}
