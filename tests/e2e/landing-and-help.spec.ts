import { createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';

/** Picture addresses on a host only this test answers (through the browser context's routing). */
const PICTURES = 'http://avatars.reeltalk.test';
/** A 1×1 PNG. */
const PORTRAIT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('landing page (issue 3)', { tag: ['@shell'] }, () => {
  test('signed out: Get started and Start Creating lead to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing-new-project')).toHaveCount(0);
    await expect(page.getByTestId('avatar-menu-button')).toHaveCount(0);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/');
    await page.getByTestId('hero-start-creating').click();
    await expect(page).toHaveURL('/login');
  });

  test('a first visit loads neither the sign-in SDK nor any remote; the sign-in page loads the SDK', async ({
    page,
  }) => {
    // The SDK is known by what it contains (its endpoint), whatever its chunk is called.
    const scripts: { path: string; hasSdk: Promise<boolean> }[] = [];
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const hasSdk = response.text().then((text) => text.includes('identitytoolkit.googleapis.com'));
      scripts.push({ path: new URL(response.url()).pathname, hasSdk });
    });
    const sdkScripts = async () => (await Promise.all(scripts.map(({ hasSdk }) => hasSdk))).filter(Boolean).length;
    const remoteFiles = () => requested.filter((path) => /remoteEntry\.js|mf-manifest\.json/.test(path));

    await page.goto('/');
    await expect(page.getByTestId('landing-hero')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await sdkScripts()).toBe(0);
    expect(remoteFiles()).toEqual([]);

    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect.poll(sdkScripts).toBeGreaterThan(0);
    expect(remoteFiles()).toEqual([]);
  });

  test('signed in: New Project and an avatar menu that closes on a click outside it', async ({ page }) => {
    const user = await createUser({ fullName: 'Ada King Lovelace' });
    await signInThroughUi(page, user);
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(0);
    await expect(page.getByTestId('avatar-initials')).toHaveText('AL');
    await page.getByTestId('avatar-menu-button').click();
    const menu = page.getByTestId('avatar-menu');
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByTestId('landing-hero').click({ position: { x: 5, y: 5 } });
    await expect(menu).toHaveCount(0);

    await page.getByTestId('avatar-menu-button').click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL('/app/account');

    await page.goto('/');
    await page.getByRole('button', { name: 'New Project' }).click();
    await expect(page).toHaveURL('/app/create');
    await expect(page.getByTestId('upload-step')).toBeVisible();

    await page.goto('/');
    await page.getByTestId('avatar-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
  });
});

test.describe('avatar (issue 3)', { tag: ['@shell'] }, () => {
  test.beforeEach(async ({ context }) => {
    await context.route(`${PICTURES}/**`, (route) =>
      route.request().url().endsWith('/portrait.png')
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PORTRAIT })
        : route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
    );
  });

  test('shows the picture when the profile has an http address', async ({ page }) => {
    const user = await createUser({ fullName: 'Ada Lovelace', photoUrl: `${PICTURES}/portrait.png` });
    await signInThroughUi(page, user);
    await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', `${PICTURES}/portrait.png`);
    await expect(page.getByTestId('avatar-initials')).toHaveCount(0);
  });

  test('falls back to the initials when the picture fails to load', async ({ page }) => {
    const user = await createUser({ fullName: 'Ada Lovelace', photoUrl: `${PICTURES}/missing.png` });
    await signInThroughUi(page, user);
    await expect(page.getByTestId('avatar-initials')).toHaveText('AL');
    await expect(page.getByTestId('avatar-image')).toHaveCount(0);
  });
});

/** The help page's seven categories. */
const HELP_CATEGORIES = [
  'Getting Started',
  'Upload & Processing',
  'Review & Edit',
  'Voice & Emotion',
  'Soundtrack Timing',
  'Export & Sharing',
  'Troubleshooting',
];

test.describe('help (issue 3)', { tag: ['@shell'] }, () => {
  test('search counts the matching questions, ignores case, and says when nothing matches', async ({ page }) => {
    const user = await createUser();
    await signInThroughUi(page, user);
    await page.getByTestId('side-nav-help').click();
    await expect(page).toHaveURL('/app/help');
    const search = page.getByPlaceholder('Search for help topics...');
    const result = page.getByTestId('help-result-count');
    const topics = page.getByTestId('help-topic');
    for (const category of HELP_CATEGORIES) await expect(page.getByRole('heading', { name: category })).toBeVisible();
    const allTopics = await topics.count();

    await search.fill('voice');
    await expect(result).toHaveText(/^Found \d+ result\(s\) for "voice"$/);
    const found = Number(/Found (\d+)/.exec((await result.textContent()) ?? '')?.[1]);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(allTopics);
    await expect(topics).toHaveCount(found);
    for (const text of await topics.allTextContents()) expect(text.toLowerCase()).toContain('voice');

    await search.fill('VOICE');
    await expect(result).toHaveText(`Found ${found} result(s) for "VOICE"`);
    await expect(topics).toHaveCount(found);

    await search.fill('xylophone quartet');
    await expect(result).toHaveText('No results found');
    await expect(topics).toHaveCount(0);

    await search.fill('');
    await expect(result).toHaveCount(0);
    await expect(topics).toHaveCount(allTopics);
  });
});
