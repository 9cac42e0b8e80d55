import { readFileSync, writeFileSync } from 'node:fs';

const statusKb = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);

/**
 * How far this process's resident memory rose above where it stood while `run` ran, in MB: its peak (Linux's VmHWM,
 * reset first through clear_refs), so a short spike between two samples is not missed.
 */
export async function peakRssGrowthMb(run: () => Promise<unknown>): Promise<number> {
  writeFileSync('/proc/self/clear_refs', '5');
  const before = statusKb('VmRSS');
  await run();
  return (statusKb('VmHWM') - before) / 1024;
}
