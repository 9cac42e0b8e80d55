import { existsSync, readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
}

/** Counts from vitest's JSON reporter (Jest's format: numPassedTests, numFailedTests). */
export function vitestCounts(report: unknown): TestCounts {
  const r = report as { numPassedTests?: number; numFailedTests?: number };
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
}

/** Counts from Playwright's JSON reporter; a test that passed on retry ("flaky") passed. */
export function playwrightCounts(report: unknown): TestCounts {
  const stats = (report as { stats?: { expected?: number; unexpected?: number; flaky?: number } }).stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/** Reads a JSON report if the runner got far enough to write one. */
export function readReport<T>(file: string, count: (report: unknown) => T): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return count(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}
