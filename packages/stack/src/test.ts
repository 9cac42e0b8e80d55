import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readStackConfig, repoRoot } from './config.ts';
import { playwrightCounts, readReport, vitestCounts, type TestCounts } from './test-report.ts';

/**
 * `npm test`: every check in order; all of them run even after a failure, so one run shows everything.
 * `npm test -- lint vitest` runs only the named steps.
 */
const reports = path.join(readStackConfig().dataDir, 'test-reports');
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  counts?: () => TestCounts | undefined;
}

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

const steps: Step[] = [
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json'] },
  { name: 'lint', command: [bin('eslint'), '.'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'] },
  {
    name: 'vitest',
    command: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    counts: () => readReport(vitestReport, vitestCounts),
  },
  {
    name: 'playwright',
    command: [bin('playwright'), 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    counts: () => readReport(playwrightReport, playwrightCounts),
  },
];

function run(step: Step): Promise<number> {
  const [file, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(file!, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(names: string[]): Promise<number> {
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`unknown step ${unknown.join(', ')}; the steps are ${steps.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const chosen = names.length === 0 ? steps : steps.filter((step) => names.includes(step.name));
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const results = [];
  for (const step of chosen) {
    console.log(`\n━━━ ${step.name}: ${step.command.map((a) => path.relative(repoRoot, a) || a).join(' ')}\n`);
    const started = performance.now();
    const code = await run(step);
    results.push({ step, ok: code === 0, seconds: (performance.now() - started) / 1000, counts: step.counts?.() });
  }

  const total = { passed: 0, failed: 0 };
  console.log('\n━━━ summary\n');
  for (const { step, ok, seconds, counts } of results) {
    const tests = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : step.counts ? ' (no report)' : '';
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${step.name}${tests}  ${seconds.toFixed(1)} s`);
    total.passed += counts?.passed ?? 0;
    total.failed += counts?.failed ?? 0;
  }
  const nothingRan = chosen.some((step) => step.counts) && total.passed + total.failed === 0;
  if (nothingRan) console.log('FAIL  no test was executed');
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return results.every((r) => r.ok) && total.failed === 0 && !nothingRan ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
