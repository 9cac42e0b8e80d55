import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { readStackFile } from '@reeltalk/stack';
import { TEST_PASSWORD, createUser, signInWithPassword, uniqueEmail } from './support/accounts.ts';
import { expect, markWindow, signInThroughUi, test, windowMarker } from './support/fixtures.ts';
import { createProject } from './support/projects.ts';
import { markHeading } from './support/remote-source.ts';
import { appDir, hashTree, rebuild, stack, startStackPiece, stopStackPiece } from './support/stack.ts';

const REMOTE_FAILED = 'This part of ReelTalk could not be loaded.';

/** Every response the page receives, from any origin (the shell's and each remote's). */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

/** The remote's manifest, its remoteEntry.js and at least one more of its chunks came from the remote's own origin. */
function expectServedFromOwnOrigin(responses: Response[], remoteOrigin: string) {
  const fromRemote = responses.filter((r) => r.url().startsWith(`${remoteOrigin}/`) && r.ok());
  const paths = fromRemote.map((r) => new URL(r.url()).pathname);
  expect(paths).toContain('/mf-manifest.json');
  expect(paths).toContain('/remoteEntry.js');
  expect(paths.filter((p) => p.endsWith('.js') && p !== '/remoteEntry.js').length).toBeGreaterThan(0);
}

test.describe('micro-frontends (issue 2)', { tag: ['@shell', '@mf-upload', '@mf-library', '@mf-account'] }, () => {
  test('a new user signs up and lands on /app, whose upload step and library come from their own remotes', async ({
    page,
  }) => {
    const responses = recordResponses(page);
    const email = uniqueEmail('newcomer');

    await page.goto('/signup');
    await page.getByTestId('signup-full-name').fill('Mary Shelley');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill(TEST_PASSWORD);
    await page.getByTestId('signup-confirm-password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Your account has been created successfully. Redirecting you to the app...'),
    ).toBeVisible();
    await expect(page).toHaveURL('/app');

    await expect(page.getByTestId('upload-step')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload Your Script' })).toBeVisible();
    expectServedFromOwnOrigin(responses, stack.originOf('mf-upload'));

    // A project made through the API (with the new user's own token) is in the library.
    const user = await signInWithPassword(email, TEST_PASSWORD);
    const project = await createProject(user, { name: 'Frankenstein', genres: ['Gothic', 'Science Fiction'] });
    await page.getByTestId('side-nav-library').click();
    await expect(page).toHaveURL('/app/my-library');
    const row = page.getByTestId('library-project').filter({ hasText: project.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Gothic, Science Fiction');
    expectServedFromOwnOrigin(responses, stack.originOf('mf-library'));
  });

  test('a stopped remote breaks only its own route, and Retry loads it without reloading the page', async ({
    page,
  }) => {
    const user = await createUser();
    await createProject(user, { name: 'Northanger Abbey' });
    await signInThroughUi(page, user);
    await expect(page.getByTestId('upload-step')).toBeVisible();
    await markWindow(page);
    let documentLoads = 0;
    page.on('load', () => documentLoads++);

    await stopStackPiece('mf-library');
    try {
      await page.getByTestId('side-nav-library').click();
      await expect(page).toHaveURL('/app/my-library');
      const fallback = page.getByTestId('remote-error');
      await expect(fallback).toContainText(REMOTE_FAILED);
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The rest of the workspace still works: navigation, and the upload step from its own remote.
      await expect(page.getByTestId('side-nav')).toBeVisible();
      await page.getByTestId('side-nav-upload').click();
      await expect(page).toHaveURL('/app');
      await expect(page.getByTestId('upload-step')).toBeVisible();
      await page.getByLabel('Project Name').fill('Sanditon');
      await expect(page.getByLabel('Project Name')).toHaveValue('Sanditon');

      await page.getByTestId('side-nav-library').click();
      await expect(page.getByTestId('remote-error')).toContainText(REMOTE_FAILED);
    } finally {
      await startStackPiece('mf-library');
    }

    await page.getByTestId('remote-error').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('library-page')).toBeVisible();
    await expect(page.getByTestId('library-project').filter({ hasText: 'Northanger Abbey' })).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    expect(await windowMarker(page)).toBe('still the same page');
    expect(documentLoads).toBe(0);
  });

  test('one remote is rebuilt and picked up on the next page load while the shell keeps running', async ({ page }) => {
    // Two production builds of the remote.
    test.setTimeout(5 * 60_000);
    const user = await createUser();
    await signInThroughUi(page, user);
    await page.goto('/app/account');
    await expect(page.getByTestId('account-page')).toBeVisible();

    const marker = `Rebuilt for e2e ${Date.now()}`;
    const shellBefore = hashTree(path.join(appDir('shell'), 'dist'));
    const shellPid = runningShellPid();
    await expect(page.getByText(marker)).toHaveCount(0);

    const unmark = markHeading('mf-account', 'e2e-rebuild-marker', marker);
    try {
      await rebuild('mf-account');
      await page.reload();
      await expect(page.getByTestId('e2e-rebuild-marker')).toHaveText(marker);
    } finally {
      unmark();
      await rebuild('mf-account');
    }

    await page.reload();
    await expect(page.getByTestId('account-page')).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
    // The shell was neither rebuilt nor restarted: same files, same process.
    expect(hashTree(path.join(appDir('shell'), 'dist'))).toEqual(shellBefore);
    expect(runningShellPid()).toBe(shellPid);
  });

  test('React and React DOM are loaded once, whichever remotes the page uses', async ({ page }) => {
    // A stand-in for the React DevTools hook: every React DOM copy on the page registers with it once.
    await page.addInitScript(() => {
      const renderers: Array<{ rendererPackageName?: string; version?: string }> = [];
      let next = 0;
      Object.assign(window, {
        e2eReactRenderers: renderers,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject(internals: { rendererPackageName?: string; version?: string }) {
            renderers.push({ rendererPackageName: internals.rendererPackageName, version: internals.version });
            return ++next;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
    const scripts: Array<{ url: string; body: Promise<string> }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) {
        scripts.push({ url: response.url(), body: response.text().catch(() => '') });
      }
    });

    const user = await createUser();
    await createProject(user, { name: 'Persuasion' });
    await signInThroughUi(page, user);
    await expect(page.getByTestId('upload-step')).toBeVisible();
    await page.getByTestId('side-nav-library').click();
    await expect(page.getByTestId('library-project').filter({ hasText: 'Persuasion' })).toBeVisible();
    await page.getByTestId('avatar-menu-button').click();
    await page.getByTestId('avatar-menu-account').click();
    await expect(page.getByTestId('account-page')).toBeVisible();

    const loadedFrom = new Set(scripts.map((s) => new URL(s.url).origin));
    for (const app of ['mf-upload', 'mf-library', 'mf-account'] as const) {
      expect(loadedFrom, `scripts from ${app}`).toContain(stack.originOf(app));
    }

    const renderers = await page.evaluate(
      () => (window as unknown as { e2eReactRenderers: Array<{ rendererPackageName?: string }> }).e2eReactRenderers,
    );
    expect(renderers.map((r) => r.rendererPackageName)).toEqual(['react-dom']);

    // Text that exists once in React's own bundle (Component#setState) and once in React DOM's (the renderer name).
    const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
    const withReact = bodies.filter((s) => s.body.includes('takes an object of state variables to update'));
    const withReactDom = bodies.filter((s) => s.body.includes('rendererPackageName'));
    expect(withReact.map((s) => s.url)).toHaveLength(1);
    expect(withReactDom.map((s) => s.url)).toHaveLength(1);
  });
});

/** The pid of the shell's server, which must be alive. */
function runningShellPid(): number {
  const shell = readStackFile(stack.dataDir).pieces.find((piece) => piece.name === 'shell');
  if (!shell) throw new Error('the running stack has no shell');
  process.kill(shell.pid, 0);
  return shell.pid;
}
