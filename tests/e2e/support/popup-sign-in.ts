import type { Page } from '@playwright/test';

/**
 * 'Continue with Google' / 'Continue with Apple', then, in the popup the auth emulator serves as the provider's
 * sign-in page, 'Add new account' with the given e-mail and display name.
 */
export async function signInThroughPopup(
  page: Page,
  provider: 'Google' | 'Apple',
  account: { email: string; displayName?: string },
): Promise<void> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: `Continue with ${provider}` }).click(),
  ]);
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(account.email);
  if (account.displayName) await popup.locator('#display-name-input').fill(account.displayName);
  await popup.getByRole('button', { name: new RegExp(`Sign in with ${provider}\\.com`, 'i') }).click();
}
