import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { launchChromium } from '../chromium.ts';
import { sharedFixture } from '../shared-fixtures.ts';
import { uploadScript } from './bench-api.ts';
import { createProject, createUser, signedIn } from './bench-user.ts';
import { kilobytes, type Figure, type Measurement } from './measurement.ts';

/** A page counts as loaded once no script has arrived for this long after its load event. */
const QUIET_MS = 1500;

interface Loaded {
  raw: number;
  gzip: number;
  files: number;
}

/**
 * Every script a page downloads (the shell, remote entries, chunks) as the browser received it, by address; a script
 * already in `seen` (loaded by an earlier step of the same visit) is not counted again.
 */
class ScriptRecorder {
  private readonly bodies = new Map<string, Promise<Buffer>>();
  private lastArrival = Date.now();

  constructor(
    page: Page,
    private readonly seen = new Set<string>(),
  ) {
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' || response.status() !== 200 || this.seen.has(url)) return;
      this.seen.add(url);
      this.bodies.set(url, response.body());
      this.lastArrival = Date.now();
    });
  }

  /** Waits until the page has gone quiet, then sums what arrived since the last call. */
  async loadedBy(page: Page, open: () => Promise<unknown>): Promise<Loaded> {
    this.bodies.clear();
    await open();
    await page.waitForLoadState('load');
    this.lastArrival = Math.max(this.lastArrival, Date.now());
    while (Date.now() - this.lastArrival < QUIET_MS) await sleep(100);
    const scripts = await Promise.all(this.bodies.values());
    return {
      raw: scripts.reduce((sum, body) => sum + body.length, 0),
      gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
      files: scripts.length,
    };
  }
}

/** The app's page is up and its remote (if any) shown: no loading placeholder left. */
const appPageShown = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid="app-layout"]') &&
      !document.querySelector('[data-testid="remote-loading"], [data-testid="project-loading"]'),
  );

/** Nothing from the HTTP cache, as on a first visit. */
async function withoutCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

const figure = (label: string, loaded: Loaded): Figure => ({
  label,
  value: `${kilobytes(loaded.raw)} raw, ${kilobytes(loaded.gzip)} gzip (${loaded.files} files)`,
});

/** A first visit of one page in `context`: a fresh tab, nothing cached. */
async function firstVisit(context: BrowserContext, path: string, shows: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  await withoutCache(context, page);
  const loaded = await new ScriptRecorder(page).loadedBy(page, async () => {
    await page.goto(path);
    await shows(page);
  });
  await page.close();
  return loaded;
}

const STEPS = ['review', 'voice', 'soundtrack', 'export'] as const;

/**
 * JavaScript bytes measured in the real browser: every script response counted, raw as served and gzipped here
 * (level 6, as a static host compresses). Pages are first visits with nothing cached; the wizard is one visit
 * through its steps, each step counting only the scripts it adds to those already loaded (shared libraries once).
 */
export const jsBytes: Measurement = {
  name: 'JS bytes per page and step (browser)',
  async run(context) {
    const stack = await context.stack();
    const browser = await launchChromium();
    try {
      const visitor = await browser.newContext({ baseURL: stack.url });
      const landing = await firstVisit(visitor, '/', (page) => page.getByRole('heading', { level: 1 }).waitFor());
      const signIn = await firstVisit(visitor, '/login', (page) => page.getByTestId('login-email').waitFor());

      const user = await createUser(stack);
      const creator = await signedIn(browser, stack, user);
      const library = await firstVisit(creator, '/app/my-library', appPageShown);
      const help = await firstVisit(creator, '/app/help', appPageShown);
      const account = await firstVisit(creator, '/app/account', appPageShown);

      const projectId = await createProject(stack, user);
      await uploadScript(stack, user, projectId, sharedFixture('texts', 'pride-and-prejudice-ch1-6.txt'));
      const wizard = await creator.newPage();
      await withoutCache(creator, wizard);
      const recorder = new ScriptRecorder(wizard);
      const upload = await recorder.loadedBy(wizard, async () => {
        await wizard.goto('/app');
        await wizard.getByRole('heading', { name: 'Upload Your Script' }).waitFor();
      });
      const steps: Figure[] = [];
      for (const step of STEPS) {
        const added = await recorder.loadedBy(wizard, async () => {
          await wizard.goto(`/app/project/${projectId}/${step}`);
          await appPageShown(wizard);
        });
        steps.push(figure(`${step} step adds`, added));
      }
      return [
        figure('landing page (/)', landing),
        figure('sign-in page (/login)', signIn),
        figure('library (/app/my-library)', library),
        figure('help (/app/help)', help),
        figure('account (/app/account)', account),
        figure('upload step (/app, first page)', upload),
        ...steps,
      ];
    } finally {
      await browser.close();
    }
  },
};
