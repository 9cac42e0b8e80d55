import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { launchChromium } from '../chromium.ts';
import { createUser } from './bench-user.ts';
import { kilobytes, type Figure, type Measurement } from './measurement.ts';

interface Loaded {
  raw: number;
  gzip: number;
  files: number;
}

/** Counts every script the page downloads (shell, remoteEntry files, chunks) until the network is idle. */
async function scriptsLoadedBy(page: Page, load: () => Promise<unknown>): Promise<Loaded> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) bodies.push(response.body());
  });
  await load();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  return {
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    files: scripts.length,
  };
}

/** Nothing from the HTTP cache, as on a first visit. */
async function withoutCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

const figure = (label: string, loaded: Loaded): Figure => ({
  label,
  value: `${kilobytes(loaded.raw)} raw, ${kilobytes(loaded.gzip)} gzip (${loaded.files} files)`,
});

export const jsBytes: Measurement = {
  name: 'JavaScript loaded',
  async run(context) {
    const stack = await context.stack();
    const browser = await launchChromium();
    try {
      const visitor = await browser.newContext({ baseURL: stack.url });
      const landingPage = await visitor.newPage();
      await withoutCache(visitor, landingPage);
      const landing = await scriptsLoadedBy(landingPage, () => landingPage.goto('/'));

      const user = await createUser(stack);
      const creator = await browser.newContext({ baseURL: stack.url });
      const page = await creator.newPage();
      await page.goto('/login');
      await page.getByTestId('login-email').fill(user.email);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-password').fill(user.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/app');
      await withoutCache(creator, page);
      const uploadStep = await scriptsLoadedBy(page, async () => {
        await page.goto('/app');
        await page.getByRole('heading', { name: 'Upload Your Script' }).waitFor();
      });
      return [figure('landing page (/)', landing), figure('upload step (/app, signed in)', uploadStep)];
    } finally {
      await browser.close();
    }
  },
};
