import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { TestUser } from './accounts.ts';
import { signInThroughPopup } from './popup-sign-in.ts';
import { stack } from './stack.ts';

/** Opens /app/account through the top bar's avatar menu (a client-side navigation: the page is not loaded again). */
export async function openAccountPage(page: Page): Promise<void> {
  await page.getByTestId('avatar-menu-button').click();
  await page.getByTestId('avatar-menu-account').click();
  await expect(page).toHaveURL('/app/account');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByTestId('account-profile').getByLabel('Full Name')).toBeVisible();
}

/** Signs in as a new Google account (the provider's popup) and opens /app/account. */
export async function openAccountPageAsGoogleUser(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await signInThroughPopup(page, 'Google', { email, displayName: 'Grace Hopper' });
  await expect(page).toHaveURL('/app');
  await openAccountPage(page);
}

/** A real PNG picture of one colour, written to `file`. */
export async function writePicture(file: string, colour: string): Promise<void> {
  await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toFile(file);
}

/** The status the bff answers when `user` tries to delete a project (the shell's /api, the user's ID token). */
export async function deleteProjectStatus(user: Pick<TestUser, 'idToken'>, projectId: string): Promise<number> {
  const response = await fetch(`${stack.shellUrl}/api/projects/${encodeURIComponent(projectId)}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${user.idToken}` },
  });
  return response.status;
}
