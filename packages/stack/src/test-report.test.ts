import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, readReport, vitestCounts } from './test-report.ts';

describe('test report counts', () => {
  it('reads passed and failed tests from a vitest JSON report', () => {
    const report = { numTotalTests: 12, numPassedTests: 9, numFailedTests: 2, numPendingTests: 1, success: false };
    expect(vitestCounts(report)).toEqual({ passed: 9, failed: 2 });
  });

  it('counts a file whose set-up failed, its tests all skipped, as a failure', () => {
    const report = {
      numPassedTests: 4,
      numFailedTests: 1,
      numPendingTests: 3,
      success: false,
      testResults: [
        { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
        { status: 'failed', assertionResults: [{ status: 'skipped' }, { status: 'skipped' }, { status: 'skipped' }] },
        { status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'passed' }, { status: 'failed' }] },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 4, failed: 2 });
  });

  it('counts flaky Playwright tests as passed and unexpected ones as failed', () => {
    const report = { stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 3, duration: 1000 } };
    expect(playwrightCounts(report)).toEqual({ passed: 7, failed: 1 });
  });

  it('has no counts when the runner wrote no report or a broken one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reeltalk-report-'));
    try {
      expect(readReport(path.join(dir, 'missing.json'), vitestCounts)).toBeUndefined();
      writeFileSync(path.join(dir, 'broken.json'), '{"numPassedTests": 3');
      expect(readReport(path.join(dir, 'broken.json'), vitestCounts)).toBeUndefined();
      writeFileSync(path.join(dir, 'ok.json'), '{"numPassedTests": 3, "numFailedTests": 0}');
      expect(readReport(path.join(dir, 'ok.json'), vitestCounts)).toEqual({ passed: 3, failed: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
