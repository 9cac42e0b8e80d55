import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readStackConfig, repoRoot } from './config.ts';
import { E2E_STACK_RUNNING, startE2eStack } from './e2e-stack.ts';
import type { StartingStack } from './run-stack.ts';
import { testPlan, type Step } from './test-plan.ts';

/**
 * `npm test`: every check in order; all of them run even after a failure, so one run shows everything.
 * `npm test -- lint vitest` runs only the named steps; `npm run test:slow` (`--slow`) the scale and endurance tests;
 * `npm test -w <workspace>` (`--workspace`, from the workspace's folder) only that workspace's tests.
 */
const flags = new Set(process.argv.slice(2).filter((arg) => arg.startsWith('--')));
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const slow = flags.has('--slow');
const dataDir = readStackConfig().dataDir;
const workspace = flags.has('--workspace') ? path.basename(process.cwd()) : undefined;
const reports = path.join(dataDir, slow ? 'slow-test-reports' : 'test-reports', workspace ?? '');
const steps = testPlan({
  slow,
  workspace,
  reports,
  cache: path.join(dataDir, 'cache'),
  testResults: path.join(dataDir, 'test-results'),
});

const header = (step: Step) =>
  `\n━━━ ${step.name}: ${step.command.map((a) => path.relative(repoRoot, a) || a).join(' ')}\n`;

/**
 * The end-to-end tests' stack, started as the run begins when a chosen step needs it: its builds and services come up
 * while the checks and vitest run, instead of after them.
 */
let e2eStack: StartingStack | undefined;

/** Runs a step; with `quiet`, its output is kept and printed whole once it ends (steps that run side by side). */
async function run(step: Step, quiet = false): Promise<number> {
  if (step.e2eStack) {
    const failure = await e2eStack!.ready.then(
      () => undefined,
      (error: unknown) => String(error),
    );
    if (failure) {
      console.log(`The end-to-end tests' stack did not start: ${failure}`);
      return 1;
    }
  }
  const [file, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(file!, args, {
      cwd: repoRoot,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, ...(step.e2eStack && { [E2E_STACK_RUNNING]: '1' }) },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (quiet) console.log(`${header(step)}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${step.name}: ${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function timed(step: Step, quiet: boolean) {
  const started = performance.now();
  const code = await run(step, quiet);
  const counts = step.counts?.();
  // Vitest has been seen to exit 0 with failed tests in its report: the report decides too.
  return { step, ok: code === 0 && !counts?.failed, seconds: (performance.now() - started) / 1000, counts };
}

/** A test runner's step: its header, then its output as it comes. */
function announced(step: Step) {
  console.log(header(step));
  return timed(step, false);
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
  if (chosen.some((step) => step.e2eStack)) e2eStack = startE2eStack();
  // Every step runs side by side with the others (the checks, vitest, the browser tests on the shared stack): each
  // leaves part of a core idle while its tests wait on services, ffmpeg and Chromium. One test runner's output is
  // printed as it comes; every other step's is printed whole when it ends, so outputs never interleave. The steps
  // marked alone then run one after another.
  const together = chosen.filter((step) => !step.alone);
  const streamed = together.find((step) => !step.sourceCheck);
  const results = await Promise.all(
    together.map((step) => (step === streamed ? announced(step) : timed(step, together.length > 1))),
  );
  for (const step of chosen.filter((s) => s.alone)) results.push(await announced(step));
  await e2eStack?.stop();

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

// The e2e stack runs in a process group of its own, which a Ctrl-C of this run does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (e2eStack?.stop() ?? Promise.resolve()).then(() => process.exit(130));
  });
}
main(names).then((code) => process.exit(code));
