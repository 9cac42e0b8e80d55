import path from 'node:path';
import { repoRoot } from './config.ts';
import { E2E_PROJECTS } from './e2e-stack.ts';
import { playwrightCounts, readReport, vitestCounts, type TestCounts } from './test-report.ts';

export interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  counts?: () => TestCounts | undefined;
  /** A check that reads the source and runs no test (types, lint, format): such checks can run side by side. */
  sourceCheck?: boolean;
  /** Runs against the end-to-end tests' stack, which the run starts as it begins. */
  e2eStack?: boolean;
  /**
   * Runs once every other step has ended, one such step at a time: its tests change what the others read (a remote's
   * source and build, the running stack) or are the slow ones, which run on their own.
   */
  alone?: boolean;
}

export interface PlanOptions {
  /** The tests that are only about scale or endurance, instead of the everyday ones. */
  slow: boolean;
  /**
   * Only this workspace's tests (its folder name: `bff`, `mf-voice`, `contracts`; `tests` for every end-to-end test),
   * or every workspace's.
   */
  workspace?: string;
  /** Where the runners write their JSON reports, and the type check its cache. */
  reports: string;
  cache: string;
  /** Where Playwright keeps a failed test's trace and screenshot. */
  testResults: string;
}

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

// A remote's end-to-end tests carry its name as a tag (`@mf-voice`), so its team can run just those.
const isRemote = (workspace: string) => workspace.startsWith('mf-') || workspace === 'shell';

/**
 * The vitest project and file filter of one workspace's tests: the front ends share one project (`front-ends`), so
 * a front end's files are those under its folder; every other workspace is a project of its own name.
 */
function vitestSelection(workspace: string): string[] {
  if (isRemote(workspace)) return ['--project', 'front-ends', `${workspace}/`];
  if (workspace === 'web-kit') return ['--project', 'front-ends', 'packages/web-kit/'];
  return ['--project', workspace];
}

/**
 * Playwright takes one --grep: a remote's slow tests are those carrying both tags. A project's dependencies run whole
 * whatever the grep, so a chosen few (the slow tests, a remote's) run without them, one at a time: some of them hold
 * the next narration or restart a remote, which only a test running alone may do.
 */
function playwrightFilter(slow: boolean, workspace: string | undefined): string[] {
  const alone = ['--no-deps', '--workers=1'];
  if (slow) return [...alone, '--grep', workspace ? `(?=.*@slow)(?=.*@${workspace})` : '@slow'];
  if (workspace) return [...alone, '--grep-invert', '@slow', '--grep', `@${workspace}`];
  return ['--grep-invert', '@slow'];
}

/**
 * The steps of one test run. The everyday run (`npm test`) checks types, lint and format, then runs every vitest file
 * but `*.slow.test.ts` and every Playwright test not tagged `@slow`; the slow run (`npm run test:slow`) runs the slow
 * files, the fuzz files again at their full number of cases, and the `@slow` Playwright tests. REELTALK_SLOW_TESTS
 * tells the tests themselves which run they are in (fuzzRuns reads it).
 */
export function testPlan({ slow, workspace, reports, cache, testResults }: PlanOptions): Step[] {
  const depth = { REELTALK_SLOW_TESTS: slow ? '1' : '0' };
  const vitestReport = path.join(reports, 'vitest.json');
  // A file filter must not begin with a dash, or vitest reads it as options.
  const vitestFiles = slow ? ['.slow.test.', 'fuzz.test.'] : ['--exclude', '**/*.slow.test.ts'];
  const vitest: Step = {
    name: 'vitest',
    command: [
      bin('vitest'),
      'run',
      ...(workspace ? vitestSelection(workspace) : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
      ...vitestFiles,
    ],
    env: depth,
    counts: () => readReport(vitestReport, vitestCounts),
  };
  /** A Playwright run: its own report, and its own folder for failures' traces (a run empties its folder first). */
  const playwright = (name: string, filter: string[]): Step => {
    const report = path.join(reports, `${name}.json`);
    return {
      name,
      command: [
        bin('playwright'),
        'test',
        '-c',
        'tests/playwright.config.ts',
        '--reporter=list,json',
        `--output=${path.join(testResults, name)}`,
        ...filter,
      ],
      env: { ...depth, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
      counts: () => readReport(report, playwrightCounts),
      e2eStack: true,
    };
  };
  if (workspace === 'tests') return [playwright('playwright', playwrightFilter(slow, undefined))];
  const chosenE2eTests: Step = { ...playwright('playwright', playwrightFilter(slow, workspace)), alone: true };
  if (workspace) return isRemote(workspace) ? [vitest, chosenE2eTests] : [vitest];
  if (slow) return [vitest, chosenE2eTests];
  return [
    {
      name: 'typecheck',
      sourceCheck: true,
      // The native TypeScript compiler checks the whole repository in a quarter of tsc's CPU time; one checker
      // thread, since it runs beside vitest on a machine whose cores are already busy.
      command: [
        bin('tsgo'),
        '-p',
        'tsconfig.json',
        '--singleThreaded',
        '--incremental',
        '--tsBuildInfoFile',
        path.join(cache, 'tsbuildinfo'),
      ],
    },
    // oxlint and oxfmt each read the whole repository in about a second (import cycles included), so they keep no
    // cache.
    { name: 'lint', sourceCheck: true, command: [bin('oxlint')] },
    { name: 'format', sourceCheck: true, command: [bin('oxfmt'), '--check'] },
    vitest,
    // The browser tests on the shared stack run beside vitest: both spend much of their time waiting on services,
    // ffmpeg and Chromium, so together they keep both cores busy.
    playwright('playwright', ['--project', E2E_PROJECTS.sharedStack, '--grep-invert', '@slow']),
    // The files that stop, rebuild or release a remote (editing its source and package.json for a while) run once
    // every other step has ended, so no other test, check or vitest file meets the edited source or a stopped remote.
    // Without the dependencies, one worker runs the projects in the config's order.
    {
      ...playwright('playwright-alone', [
        '--project',
        E2E_PROJECTS.stackAlone,
        '--project',
        E2E_PROJECTS.releases,
        '--no-deps',
        '--workers=1',
        '--grep-invert',
        '@slow',
      ]),
      alone: true,
    },
  ];
}
