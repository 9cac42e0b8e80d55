import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findChromium, launchChromium } from './chromium.ts';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH and refuses one that does not exist', async () => {
    await expect(findChromium({ CHROMIUM_PATH: process.execPath })).resolves.toBe(process.execPath);
    await expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).rejects.toThrow(/does not exist/);
  });

  it('finds a Chromium on this machine that renders a page', async () => {
    expect(existsSync(await findChromium({}))).toBe(true);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<h1>ReelTalk</h1>');
      expect(await page.textContent('h1')).toBe('ReelTalk');
    } finally {
      await browser.close();
    }
  });
});
