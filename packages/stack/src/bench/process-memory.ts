import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of one process in bytes (Linux /proc VmRSS); 0 once it has gone. */
export function residentBytes(pid: number): number {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Every process started by pid, and by those, and so on (its ffmpeg runs, say). */
function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children = children.concat(listed.split(/\s+/).map(Number));
    }
  } catch {
    return children;
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

export interface MemoryPeaks {
  /** The process alone. */
  peak: number;
  /** The process plus the processes it started, summed at each sample. */
  peakWithChildren: number;
}

/**
 * Samples a process's resident memory every `everyMs` until stop() answers the peaks seen. VmHWM would miss nothing
 * between samples but counts from the process's start, so it cannot tell one narration's peak from an earlier one.
 */
export function sampleMemory(pid: number, everyMs = 200): { stop(): MemoryPeaks } {
  const peaks: MemoryPeaks = { peak: 0, peakWithChildren: 0 };
  const sample = () => {
    const own = residentBytes(pid);
    const children = descendantsOf(pid).reduce((sum, child) => sum + residentBytes(child), 0);
    peaks.peak = Math.max(peaks.peak, own);
    peaks.peakWithChildren = Math.max(peaks.peakWithChildren, own + children);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
