import { existsSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/** Flags for a headless Chromium in containers and CI: no sandbox (root), no GPU, nothing that phones home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium to drive in tests and benchmarks: CHROMIUM_PATH, else the system's, else Playwright's own download,
 * else the one shipped compressed inside the @sparticuz/chromium npm package (unpacked to /tmp on first use).
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH ${env.CHROMIUM_PATH} does not exist`);
    return env.CHROMIUM_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  // Loaded here, not at the top: importers of @reeltalk/stack that never need a browser should not load Playwright.
  const { chromium } = await import('@playwright/test');
  const playwrights = chromium.executablePath();
  if (existsSync(playwrights)) return playwrights;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}

/** A headless Chromium from findChromium with chromiumArgs. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: await findChromium(), args: chromiumArgs });
}
