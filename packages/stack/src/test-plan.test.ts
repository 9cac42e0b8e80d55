import { describe, expect, it } from 'vitest';
import { testPlan } from './test-plan.ts';

const folders = { reports: '/tmp/reports', cache: '/tmp/cache', testResults: '/tmp/test-results' };
const step = (steps: ReturnType<typeof testPlan>, name: string) => steps.find((s) => s.name === name);

describe('testPlan', () => {
  it('runs every check, then every test but the slow ones', () => {
    const steps = testPlan({ slow: false, ...folders });
    expect(steps.map((s) => s.name)).toEqual([
      'typecheck',
      'lint',
      'format',
      'vitest',
      'playwright',
      'playwright-alone',
    ]);
    expect(step(steps, 'vitest')?.command.join(' ')).toContain('--exclude **/*.slow.test.ts');
    expect(step(steps, 'vitest')?.env).toEqual({ REELTALK_SLOW_TESTS: '0' });
    // Only Playwright needs the end-to-end stack, which the run then starts as it begins.
    expect(steps.filter((s) => s.e2eStack).map((s) => s.name)).toEqual(['playwright', 'playwright-alone']);
  });

  it('runs the browser tests on the shared stack beside vitest, and those that change a remote after every step', () => {
    const steps = testPlan({ slow: false, ...folders });
    expect(steps.filter((s) => s.alone).map((s) => s.name)).toEqual(['playwright-alone']);
    const shared = step(steps, 'playwright')!.command.join(' ');
    expect(shared).toContain('--project shared stack --grep-invert @slow');
    expect(shared).not.toContain('--no-deps');
    const alone = step(steps, 'playwright-alone')!.command.join(' ');
    expect(alone).toContain('--project stack alone --project releases --no-deps --workers=1 --grep-invert @slow');
    // Each Playwright run empties its folder of failures' traces as it begins: the two keep theirs apart.
    expect(shared).toContain('--output=/tmp/test-results/playwright');
    expect(alone).toContain('--output=/tmp/test-results/playwright-alone');
    expect(step(steps, 'playwright')?.env?.PLAYWRIGHT_JSON_OUTPUT_FILE).toBe('/tmp/reports/playwright.json');
    expect(step(steps, 'playwright-alone')?.env?.PLAYWRIGHT_JSON_OUTPUT_FILE).toBe(
      '/tmp/reports/playwright-alone.json',
    );
  });

  it('runs only the slow files, the fuzz files and the @slow browser tests in the slow run, and says so to them', () => {
    const steps = testPlan({ slow: true, ...folders });
    expect(steps.map((s) => s.name)).toEqual(['vitest', 'playwright']);
    expect(step(steps, 'vitest')?.command.slice(-2)).toEqual(['.slow.test.', 'fuzz.test.']);
    // The slow tests alone: not the everyday tests of the project a slow one depends on.
    expect(step(steps, 'playwright')?.command.slice(-4)).toEqual(['--no-deps', '--workers=1', '--grep', '@slow']);
    expect(step(steps, 'playwright')?.env?.REELTALK_SLOW_TESTS).toBe('1');
    expect(step(steps, 'playwright')?.alone).toBe(true);
  });

  it("runs a remote's own unit tests and the browser tests tagged with its name", () => {
    const steps = testPlan({ slow: false, workspace: 'mf-voice', ...folders });
    expect(steps.map((s) => s.name)).toEqual(['vitest', 'playwright']);
    expect(step(steps, 'vitest')?.command.join(' ')).toContain('--project front-ends mf-voice/');
    expect(step(steps, 'playwright')?.command.slice(-6)).toEqual([
      '--no-deps',
      '--workers=1',
      '--grep-invert',
      '@slow',
      '--grep',
      '@mf-voice',
    ]);
    // They include the files that rebuild a remote from an edited source: not beside its unit tests.
    expect(step(steps, 'playwright')?.alone).toBe(true);
  });

  it("runs every browser test in one Playwright run for the tests' own workspace", () => {
    const steps = testPlan({ slow: false, workspace: 'tests', ...folders });
    expect(steps.map((s) => s.name)).toEqual(['playwright']);
    expect(step(steps, 'playwright')?.command.slice(-2)).toEqual(['--grep-invert', '@slow']);
  });

  it('runs only the unit and integration tests of a service or a package', () => {
    expect(testPlan({ slow: false, workspace: 'bff', ...folders }).map((s) => s.name)).toEqual(['vitest']);
    expect(testPlan({ slow: false, workspace: 'contracts', ...folders }).map((s) => s.name)).toEqual(['vitest']);
    expect(step(testPlan({ slow: false, workspace: 'bff', ...folders }), 'vitest')?.command).toContain('bff');
    const webKit = step(testPlan({ slow: false, workspace: 'web-kit', ...folders }), 'vitest')?.command.join(' ');
    expect(webKit).toContain('--project front-ends packages/web-kit/');
  });

  it("runs a remote's slow browser tests only when they carry both tags", () => {
    const playwright = step(testPlan({ slow: true, workspace: 'mf-review', ...folders }), 'playwright');
    const grep = new RegExp(playwright!.command.at(-1)!);
    expect(grep.test('the whole novel @slow @mf-review')).toBe(true);
    expect(grep.test('the whole novel @slow @mf-upload')).toBe(false);
    expect(grep.test('a short script @mf-review')).toBe(false);
  });
});
