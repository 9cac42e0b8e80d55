import type { Page } from '@playwright/test';
import { launchChromium } from '../chromium.ts';
import { createUser, type BenchUser } from './bench-user.ts';
import { databaseUrlOf, seedLibrary } from './library.ts';
import { seconds, type BenchStack, type Measurement } from './measurement.ts';

/** Loads of the library page measured; the median is printed. */
const LOADS = 5;

async function signIn(page: Page, stack: BenchStack, user: BenchUser): Promise<void> {
  await page.goto(`${stack.url}/login`);
  await page.getByTestId('login-email').fill(user.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('login-password').fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(`${stack.url}/app`);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Seconds from asking the browser for /app/my-library (a full page load: the shell, the session, the library's
 * remote, then its first page of projects) until the first row is on screen; the median of several loads, the first
 * one (cold caches) not counted.
 */
async function timeToFirstRow(stack: BenchStack, user: BenchUser): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, stack, user);
    const times: number[] = [];
    for (let load = 0; load <= LOADS; load++) {
      const started = performance.now();
      await page.goto(`${stack.url}/app/my-library`);
      await page.getByTestId('library-project').first().waitFor({ state: 'visible', timeout: 60_000 });
      if (load > 0) times.push((performance.now() - started) / 1000);
    }
    return `${seconds(median(times))} (median of ${LOADS} page loads)`;
  } finally {
    await browser.close();
  }
}

/** The library page in Chromium for a user whose library holds 10,000 projects (seeded as the API bench seeds it). */
export const libraryFirstRow: Measurement = {
  name: 'library page with 10,000 projects (browser)',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    await seedLibrary(databaseUrlOf(stack), user.email);
    return [{ label: 'time to first row, /app/my-library', value: await timeToFirstRow(stack, user) }];
  },
};
