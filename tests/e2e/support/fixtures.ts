import { test as base, expect, type Page } from '@playwright/test';
import type { TestUser } from './accounts.ts';
import { serveGapiStandIn } from './gapi-stand-in.ts';

/**
 * The e2e `test`: every browser context can use the Google and Apple popups (see gapi-stand-in.ts). Tests run side by
 * side on one stack, so each signs up accounts of its own (uniqueEmail) and never touches anyone else's.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await serveGapiStandIn(context);
    await use(context);
  },
});

export { expect };

/** Signs in through /login's two steps (Continue, then Log In) and waits for the destination. */
export async function signInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>, landsOn = '/app') {
  if (!page.url().includes('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.getByTestId('login-email').fill(user.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByTestId('login-password').fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(landsOn);
}

/**
 * Opens a page of the app signed out, signs in on the login page it is sent to, and lands back on it: one page load
 * where signing in first and then going there takes two.
 */
export async function signInAt(page: Page, user: Pick<TestUser, 'email' | 'password'>, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await signInThroughUi(page, user, path);
}

/** Puts a marker on the page's window; it survives client-side navigation but not a page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'still the same page';
  });
}

export async function windowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker);
}
