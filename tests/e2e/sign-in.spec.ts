import { createUser, disableAccount, uniqueEmail } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { signInThroughPopup } from './support/popup-sign-in.ts';

test.describe('sign-in (issue 3)', { tag: ['@shell'] }, () => {
  test('log in takes two steps: Continue shows the password, Log In signs in and opens /app', async ({ page }) => {
    const user = await createUser();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByTestId('login-password')).toHaveCount(0);
    await page.getByTestId('login-email').fill(user.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByTestId('login-password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('upload-step')).toBeVisible();
    // Signed in, /login sends the user on instead of showing the form.
    await page.goto('/login');
    await expect(page).toHaveURL('/app');
  });

  test('a wrong password is refused with its message and the user stays on /login', async ({ page }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByTestId('login-email').fill(user.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByTestId('login-password').fill(`${user.password}-wrong`);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    await expect(page.getByTestId('login-error')).toHaveText('Incorrect password. Please try again.');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeEnabled();
  });

  test('log out ends the session: /app sends the visitor to /login again', async ({ page }) => {
    const user = await createUser();
    await signInThroughUi(page, user);
    await page.getByTestId('avatar-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/app');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  });

  test('a visitor sent from a deep link to /login goes back to it after logging in', async ({ page }) => {
    const user = await createUser();
    await page.goto('/app/help');
    await expect(page).toHaveURL('/login');
    await signInThroughUi(page, user, '/app/help');
    await expect(page.getByTestId('help-page')).toBeVisible();
  });

  test('Google sign-in through the provider popup opens /app as that Google account', async ({ page }) => {
    await page.goto('/login');
    await signInThroughPopup(page, 'Google', { email: uniqueEmail('grace'), displayName: 'Grace Brewster Hopper' });
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('upload-step')).toBeVisible();
    // Initials: first letter of the first and of the last word of the provider's name.
    await expect(page.getByTestId('avatar-initials')).toHaveText('GH');
  });

  test('Apple sign-in through the provider popup opens /app; without a name the avatar shows R', async ({ page }) => {
    await page.goto('/login');
    await signInThroughPopup(page, 'Apple', { email: uniqueEmail('apple') });
    await expect(page).toHaveURL('/app');
    await expect(page.getByTestId('upload-step')).toBeVisible();
    await expect(page.getByTestId('avatar-initials')).toHaveText('R');
  });

  test('an expired session sends the user to /login with the authentication message', async ({ page }) => {
    const user = await createUser();
    await signInThroughUi(page, user);
    await expect(page.getByTestId('upload-step')).toBeVisible();

    // The account is disabled by an administrator. The bff may keep accepting a token it verified moments ago for a
    // few seconds (its verified-token cache), so the page keeps making API calls (the library loads the projects
    // each time it opens) until one is refused.
    await disableAccount(user.uid);
    await expect(async () => {
      if (new URL(page.url()).pathname === '/login') return;
      await page
        .getByTestId(page.url().endsWith('/app/my-library') ? 'side-nav-upload' : 'side-nav-library')
        .click({ timeout: 2_000 });
      await expect(page).toHaveURL('/login', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // The 401 message, or its after-retry variant when the forced token refresh failed too.
    await expect(
      page.getByText(/^Authentication (required|failed after retry)\. Please log in again\.$/),
    ).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL('/login');
  });
});
