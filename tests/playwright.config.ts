import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, E2E_PROJECTS, E2E_STACK_RUNNING, findChromium, repoRoot } from '@reeltalk/stack';
import { E2E_ENV, stack } from './e2e/support/stack.ts';

/**
 * End-to-end tests against the whole stack exactly as `npm start` runs it, on its own ports (PORT_OFFSET=100) and
 * data folder (wiped first), driven by a real Chromium (CHROMIUM_PATH, /usr/bin/chromium, Playwright's, or the one in
 * @sparticuz/chromium).
 */
/**
 * Files whose tests change the running stack for everyone (stop or rebuild a remote from an edited source): they run on
 * their own, last; `npm test` runs them once vitest and every other step have ended.
 */
const STACK_ALONE = ['micro-frontends.spec.ts'];
/**
 * Releases of a remote change which build everyone loads, and a released remote no longer loads its latest build
 * (which the micro-frontends file rebuilds): they come after everything else.
 */
const RELEASES = ['releases.spec.ts'];
/**
 * The whole novel (tagged @slow) runs only in the slow suite, alone. A project nothing depends on: Playwright runs a
 * dependency's tests whole, whatever the grep, so a @slow test in one would run in every npm test.
 */
const WHOLE_NOVEL = ['whole-novel.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  // One worker per core: every test signs up accounts of its own, and most of a test's time is spent waiting on the
  // stack, so two files side by side share the machine well. A file's tests run in order, in one worker.
  workers: availableParallelism(),
  fullyParallel: false,
  projects: [
    { name: E2E_PROJECTS.sharedStack, testIgnore: [...STACK_ALONE, ...RELEASES, ...WHOLE_NOVEL] },
    { name: E2E_PROJECTS.stackAlone, testMatch: STACK_ALONE, dependencies: [E2E_PROJECTS.sharedStack], workers: 1 },
    { name: E2E_PROJECTS.releases, testMatch: RELEASES, dependencies: [E2E_PROJECTS.stackAlone], workers: 1 },
    { name: E2E_PROJECTS.wholeNovel, testMatch: WHOLE_NOVEL, workers: 1 },
  ],
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(repoRoot, '.data/test-results/e2e'),
  // `npm test` passes --reporter=list,json with PLAYWRIGHT_JSON_OUTPUT_FILE; on its own the same two apply.
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(repoRoot, '.data/test-reports/playwright.json'),
      },
    ],
  ],
  use: {
    baseURL: stack.shellUrl,
    // A failed test keeps its trace of actions, network and console. Snapshots and the screencast are left out: an
    // accessibility snapshot at every action cost a fifth of the browser tests' CPU time (28 tests: 95-101 CPU-s with
    // them, 80 without), paid by every passing test too, and the suite is bound by the two cores. The failure's
    // screenshot and its page snapshot (error-context.md) stay.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await findChromium(), args: chromiumArgs },
  },
  // npm test starts the stack as the run begins, so it comes up while the checks and vitest run; on its own,
  // Playwright starts it.
  webServer: process.env[E2E_STACK_RUNNING]
    ? undefined
    : {
        command: `rm -rf ${E2E_ENV.DATA_DIR} && npm start`,
        cwd: repoRoot,
        env: { ...E2E_ENV },
        // Printed once every piece (bff, media-service, each front end) answers its health check. No `url`: Playwright
        // takes whichever comes first, and the shell's page answers before the bff is up. Without a url Playwright cannot
        // see a stack already running on these ports; `npm start` then refuses to start ("port 3100 (shell) already in
        // use") and the run fails, which is what reuseExistingServer: false asks for.
        wait: { stdout: new RegExp(`ReelTalk is running at ${stack.shellUrl.replace(/[.:/]/g, '\\$&')}`) },
        timeout: 300_000,
        reuseExistingServer: false,
        // The pieces' log lines; DEBUG=pw:webserver shows them.
        stdout: 'ignore',
        stderr: 'pipe',
        // npm start stops its pieces (also those a test restarted) and then Postgres and the emulator.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      },
});
