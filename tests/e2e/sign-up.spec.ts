import type { Page } from '@playwright/test';
import { TEST_PASSWORD, createUser, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/** Fills one sign-up field and leaves it, which marks it touched and shows its message. */
async function enter(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
  await field.blur();
}

async function fillValidForm(page: Page, email: string) {
  await page.getByTestId('signup-full-name').fill('Jane Austen');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(TEST_PASSWORD);
  await page.getByTestId('signup-confirm-password').fill(TEST_PASSWORD);
}

const fullNameCases: Array<[string, string]> = [
  ['', 'Full name is required'],
  ['Ada', 'Full name must be at least 4 characters'],
  ['Adaline', 'Full name must contain at least 2 words with only letters'],
  ['Ada L0velace', 'Full name must contain at least 2 words with only letters'],
  ['Ada  Lovelace', 'Full name must contain at least 2 words with only letters'],
];

// The sign-up rules, in the order they are checked; the {host} of the format example is whatever example domain the form names.
const emailCases: Array<[string, string | RegExp]> = [
  ['', 'Email is required'],
  ['ada.lovelace', 'Please enter a valid email address'],
  [`${'a'.repeat(65)}@reeltalk.dev`, 'Email username must be between 1 and 64 characters'],
  ['ada(l)@reeltalk.dev', 'Email username contains invalid characters'],
  ['ada@ab', 'Email domain must be between 3 and 253 characters'],
  ['ada@reel_talk.dev', 'Email domain contains invalid characters'],
  ['ada@.reeltalk.dev', 'Email domain cannot start or end with a dot'],
  ['ada@reeltalk..dev', 'Email domain cannot contain consecutive dots'],
  ['ada@reeltalk', /^Email domain must have a valid format \(e\.g\., [a-z0-9.-]+\.[a-z]+\)$/],
  ['ada@reeltalk.d', 'Email domain must have a valid top-level domain (e.g., .com, .org)'],
  ['ada@reeltalk.d3v', 'Top-level domain must contain only letters'],
  ['ada@-.dev', 'Email domain name cannot be empty'],
  ['ada@example.com', 'Please enter a real email address'],
  ['ada@test.com', 'Please enter a real email address'],
  ['ada@reel--talk.dev', 'Email domain contains invalid patterns'],
];

const passwordCases: Array<[string, string | RegExp]> = [
  ['', 'Password is required'],
  ['Ab1!xyz', /^Password must (be|contain) at least 8 characters/],
  ['PASSWORD1!', 'Password must contain at least 1 lowercase letter'],
  ['password1!', 'Password must contain at least 1 uppercase letter'],
  ['Password!!', 'Password must contain at least 1 number'],
  ['Password11', 'Password must contain at least 1 special character'],
];

test.describe('sign-up (issue 3)', { tag: ['@shell'] }, () => {
  test('each field shows its validation message once touched, and Create Account waits for a valid form', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeDisabled();
    // Nothing is reported before a field has been left.
    await expect(page.getByRole('alert')).toHaveCount(0);

    for (const [value, message] of fullNameCases) {
      await enter(page, 'signup-full-name', value);
      await expect(page.getByTestId('signup-full-name-error'), `full name "${value}"`).toHaveText(message);
    }
    await enter(page, 'signup-full-name', 'Ada Lovelace');
    await expect(page.getByTestId('signup-full-name-error')).toHaveCount(0);

    for (const [value, message] of emailCases) {
      await enter(page, 'signup-email', value);
      await expect(page.getByTestId('signup-email-error'), `e-mail "${value}"`).toHaveText(message);
    }
    await enter(page, 'signup-email', uniqueEmail('ada'));
    await expect(page.getByTestId('signup-email-error')).toHaveCount(0);

    for (const [value, message] of passwordCases) {
      await enter(page, 'signup-password', value);
      await expect(page.getByTestId('signup-password-error'), `password "${value}"`).toHaveText(message);
    }
    await enter(page, 'signup-password', TEST_PASSWORD);
    await expect(page.getByTestId('signup-password-error')).toHaveCount(0);

    await enter(page, 'signup-confirm-password', '');
    await expect(page.getByTestId('signup-confirm-password-error')).toHaveText('Please confirm your password');
    await enter(page, 'signup-confirm-password', `${TEST_PASSWORD}x`);
    await expect(page.getByTestId('signup-confirm-password-error')).toHaveText('Passwords do not match');
    await expect(submit).toBeDisabled();

    await enter(page, 'signup-confirm-password', TEST_PASSWORD);
    await expect(page.getByTestId('signup-confirm-password-error')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('each password field has a show/hide toggle', async ({ page }) => {
    await page.goto('/signup');
    for (const field of ['signup-password', 'signup-confirm-password']) {
      const input = page.getByTestId(field);
      await input.fill(TEST_PASSWORD);
      await expect(input).toHaveAttribute('type', 'password');
      await page.getByTestId(`${field}-toggle`).click();
      await expect(input).toHaveAttribute('type', 'text');
      await page.getByTestId(`${field}-toggle`).click();
      await expect(input).toHaveAttribute('type', 'password');
    }
  });

  test('an e-mail that already has an account is refused with the account-exists message', async ({ page }) => {
    const existing = await createUser({ fullName: 'Charlotte Bronte' });
    await page.goto('/signup');
    await fillValidForm(page, existing.email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('signup-error')).toHaveText(
      'An account with this email already exists. Please try logging in instead.',
    );
    await expect(page).toHaveURL('/signup');
  });

  test('a new account shows the welcome, then goes to /app after about 2 seconds', async ({ page }) => {
    await page.goto('/signup');
    await fillValidForm(page, uniqueEmail('jane'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: /ReelTalk/ })).toBeVisible();
    await expect(
      page.getByText('Your account has been created successfully. Redirecting you to the app...'),
    ).toBeVisible();
    await expect(page).toHaveURL('/app', { timeout: 10_000 });
    await expect(page.getByTestId('upload-step')).toBeVisible();
  });

  test("the 'Log in.' link goes to /login", async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Log in.' }).click();
    await expect(page).toHaveURL('/login');
  });
});
