import { rmSync } from 'node:fs';
import { readStackConfig } from './config.ts';
import { runStack, type StartingStack } from './run-stack.ts';
import { testStackEnv } from './test-slot.ts';

/**
 * The end-to-end tests' stack: its own ports (offset 100: the bff's tests use 200, the media-service's 300) and data
 * folder, and stock music a few seconds long, as the other test stacks make it: a fresh data folder composes every
 * stock track again.
 */
export const e2eStackEnv = (): Record<string, string> => ({
  ...testStackEnv(100, '.data/e2e'),
  STOCK_MUSIC_SECONDS: '8',
});

/**
 * The end-to-end tests' Playwright projects (tests/playwright.config.ts). `npm test` runs the shared stack's beside
 * vitest and the two whose files change a remote (stop it, rebuild it from an edited source, release it) once every
 * other step has ended.
 */
export const E2E_PROJECTS = {
  sharedStack: 'shared stack',
  stackAlone: 'stack alone',
  releases: 'releases',
  wholeNovel: 'whole novel',
} as const;

/** Set for Playwright when the e2e stack is already running (npm test started it), so it does not start one. */
export const E2E_STACK_RUNNING = 'REELTALK_E2E_STACK_RUNNING';

/** npm start on the e2e stack's settings, from an empty data folder. */
export function startE2eStack(): StartingStack {
  const env = e2eStackEnv();
  rmSync(readStackConfig(env).dataDir, { recursive: true, force: true });
  return runStack({ ...process.env, ...env });
}
