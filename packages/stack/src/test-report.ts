import { existsSync, readFileSync } from 'node:fs';

export interface TestCounts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: Array<{ status: string; assertionResults?: Array<{ status: string }> }>;
}

/**
 * Counts from vitest's JSON reporter (Jest's format: numPassedTests, numFailedTests). A file whose set-up hook or
 * import failed reports its tests as skipped, none failed, and vitest has been seen to exit 0 then: each such file
 * counts as one failure.
 */
export function vitestCounts(report: unknown): TestCounts {
  const r = report as VitestReport;
  const brokenFiles = (r.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + brokenFiles };
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
