import { chromiumArgs, findChromium } from '../chromium.ts';
import type { Figure, Measurement } from './measurement.ts';

const milliseconds = (value: number | undefined): string =>
  value === undefined ? 'not measured' : `${Math.round(value)} ms`;

/**
 * Lighthouse's performance category for the landing page as a first-time visitor sees it, in Lighthouse's default
 * setting: a mid-range phone on a slow 4G network (simulated throttling), run against the local Chromium.
 */
export const lighthouseRun: Measurement = {
  name: 'Lighthouse performance (landing page)',
  async run(context) {
    const stack = await context.stack();
    // Loaded here: Lighthouse is large, and most bench runs never need it.
    const [chromeLauncher, { default: lighthouse }] = await Promise.all([
      import('chrome-launcher'),
      import('lighthouse'),
    ]);
    const chrome = await chromeLauncher.launch({
      chromePath: await findChromium(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(`${stack.url}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      const score = categories.performance?.score;
      const figures: Figure[] = [
        {
          label: 'performance score',
          value: score === null || score === undefined ? 'none' : `${Math.round(score * 100)}`,
        },
        { label: 'First Contentful Paint', value: milliseconds(audits['first-contentful-paint']?.numericValue) },
        { label: 'Largest Contentful Paint', value: milliseconds(audits['largest-contentful-paint']?.numericValue) },
        { label: 'Total Blocking Time', value: milliseconds(audits['total-blocking-time']?.numericValue) },
      ];
      return figures;
    } finally {
      chrome.kill();
    }
  },
};
