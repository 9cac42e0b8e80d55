import type { Browser, Page, TestInfo } from '@playwright/test';
import { callApi, createUser, type TestUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';
import { prideAndPrejudiceOpening, textOf } from './support/script-files.ts';
import { EVERY_FRONT_END } from './support/stack.ts';

/** A phone, a tablet held upright and a laptop. */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1440, height: 900 },
] as const;

const PROJECT_NAME = 'A project with a rather long name to see how it wraps on a phone';

/** The smallest comfortable touch target on a narrow screen, in CSS pixels. */
const TOUCH_TARGET = 44;

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has finished loading. */
  ready: (page: Page) => ReturnType<Page['getByTestId']>;
  /** What else the screen must show at this width, as problems found. */
  check?: (page: Page) => Promise<string[]>;
}

/** The review's player stays on screen when the page is scrolled to its end (a page taller than the window). */
async function playerStaysInView(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const box = document.querySelector('[data-testid="audio-player"]')!.getBoundingClientRect();
    return {
      scrolled: window.scrollY,
      top: box.top,
      bottom: box.bottom,
      height: window.innerHeight,
    };
  });
  const problems =
    seen.scrolled > 0 ? [] : ['the review page is too short to scroll, so the sticky player is untested'];
  if (seen.top < 0 || seen.bottom > seen.height) {
    problems.push(`the player left the screen when scrolled down: ${Math.round(seen.top)}..${Math.round(seen.bottom)}`);
  }
  return problems;
}

interface Layout {
  documentWidth: number;
  viewportWidth: number;
  /** Elements reaching outside the viewport that no scrolling or clipping box holds. */
  wider: string[];
  /** Visible buttons and links smaller than a touch target. */
  small: string[];
}

/**
 * The page's width and what sticks out of it, measured in the browser. An element inside a box that clips or scrolls
 * sideways is that box's business (a scrollable row may be wider than the screen); the box itself is measured.
 * Touch targets exempt links inside running text, whose size is the sentence's (WCAG 2.5.8's inline exception).
 */
function measureLayout(minTarget: number): Layout {
  const describe = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    const label = (element.textContent ?? '').trim().slice(0, 30);
    return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''} "${label}"`;
  };
  const clippedByAncestor = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
  };
  const viewportWidth = window.innerWidth;
  const wider: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || clippedByAncestor(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.left < -1 || box.right > viewportWidth + 1) {
      wider.push(`${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  const small: string[] = [];
  if (minTarget > 0) {
    for (const element of document.body.querySelectorAll('button, a[href], [role="button"]')) {
      if (!shown(element)) continue;
      const inline = element.tagName === 'A' && getComputedStyle(element).display === 'inline';
      const box = element.getBoundingClientRect();
      if (!inline && (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)) {
        small.push(`${describe(element)} is ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
  }
  return { documentWidth: document.documentElement.scrollWidth, viewportWidth, wider, small };
}

/**
 * Opens a screen as the app's own links do, without loading the page again: the router follows the history change.
 * A page load for each of the 24 signed-in screens cost a fifth of this test's CPU time, and a screen's layout does not
 * depend on how it was reached. (The signed-out pages are loaded: the landing page is not part of the app's router.)
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function checkScreen(
  page: Page,
  screen: Screen,
  width: number,
  testInfo: TestInfo,
  open: (page: Page, path: string) => Promise<unknown> = (on, path) => on.goto(path),
): Promise<string[]> {
  await open(page, screen.path);
  await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
  // Lists that say "Loading…" get a moment to fill in; one still loading is measured as it is, and noted.
  const loading = page.getByText(/^Loading/);
  await expect(loading)
    .toHaveCount(0, { timeout: 10_000 })
    .catch(async () => {
      const still = (await loading.allTextContents()).join(', ');
      testInfo.annotations.push({ type: 'still loading', description: `${width}px ${screen.name}: ${still}` });
    });
  // Fades and late layout settle before measuring: the fonts loaded, every animation that ends ended, a frame drawn.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((each) => each.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((each) => each.finished.catch(() => {})));
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
  const name = `${width}px ${screen.name}`;
  // Kept in the test's output folder (also when it passes) and attached to the report.
  const file = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const layout = await page.evaluate(measureLayout, width <= 480 ? TOUCH_TARGET : 0);
  const problems = ((await screen.check?.(page)) ?? []).map((problem) => `${name}: ${problem}`);
  if (layout.documentWidth !== width) problems.push(`${name}: document is ${layout.documentWidth}px wide`);
  for (const element of layout.wider) problems.push(`${name}: ${element}`);
  for (const element of layout.small) problems.push(`${name}: small touch target ${element}`);
  return problems;
}

/** Below 900 px the side navigation is a drawer: the menu button opens it over the page and Escape closes it. */
async function checkMenuDrawer(page: Page, width: string, testInfo: TestInfo): Promise<void> {
  const menu = page.getByTestId('menu-button');
  const library = page.getByTestId('side-nav-library');
  await expect(library).toBeHidden();
  await menu.click();
  await expect(library).toBeVisible();
  await expect(page.getByTestId('side-nav-upload')).toBeFocused();
  const file = testInfo.outputPath(`${width}-menu-drawer.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`${width} menu drawer`, { path: file, contentType: 'image/png' });
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
  await expect(menu).toBeFocused();
}

async function checkWidth(
  browser: Browser,
  size: (typeof WIDTHS)[number],
  screens: { signedOut: Screen[]; signedIn: Screen[] },
  user: TestUser,
  testInfo: TestInfo,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    for (const screen of screens.signedOut) problems.push(...(await checkScreen(page, screen, size.width, testInfo)));
    await signInThroughUi(page, user);
    if (size.width < 900) await checkMenuDrawer(page, `${size.width}px`, testInfo);
    for (const screen of screens.signedIn) {
      problems.push(...(await checkScreen(page, screen, size.width, testInfo, openInApp)));
    }
    return problems;
  } finally {
    await context.close();
  }
}

test(
  'every screen fits a phone, a tablet and a laptop: no sideways scrolling, touch-sized targets on a phone, a screenshot of each',
  { tag: EVERY_FRONT_END },
  async ({ browser }, testInfo) => {
    test.setTimeout(8 * 60_000);
    // It shares the project, which e-mails the recipients: that needs a verified address.
    const user = await createUser({ fullName: 'Responsive Reader', verified: true });
    const { _id: projectId } = await createProject(user, { name: PROJECT_NAME });
    // Long enough that review scrolls at every width, so the sticky player is tried: the lighthouse paragraph alone
    // fits a tablet's screen.
    const script = textOf(prideAndPrejudiceOpening(1, 6));
    await narrateThroughApi(user, projectId, { name: 'pride-and-prejudice.txt', type: 'text/plain', bytes: script });
    const { data: share } = await callApi<{ data: { link: { _id: string }; url: string } }>(
      user.idToken,
      'POST',
      `/projects/${projectId}/share`,
      { recipients: ['listener@reeltalk.dev'] },
    );
    const { data: revoked } = await callApi<{ data: { link: { _id: string }; url: string } }>(
      user.idToken,
      'POST',
      `/projects/${projectId}/share`,
      { recipients: ['late-listener@reeltalk.dev'] },
    );
    await callApi(user.idToken, 'DELETE', `/projects/${projectId}/share/${revoked.link._id}`);
    const shared = (url: string) => {
      const address = new URL(url);
      return `${address.pathname}${address.search}`;
    };

    const step = (key: string, testId: string): Screen => ({
      name: `${key} step`,
      path: `/app/project/${projectId}/${key}`,
      ready: (page) => page.getByTestId(testId),
    });
    const screens = {
      signedOut: [
        { name: 'landing', path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
        { name: 'sign-in', path: '/login', ready: (page: Page) => page.getByTestId('login-email') },
        { name: 'sign-up', path: '/signup', ready: (page: Page) => page.getByTestId('signup-submit') },
        { name: 'shared page', path: shared(share.url), ready: (page: Page) => page.getByTestId('shared-view') },
        { name: 'revoked link', path: shared(revoked.url), ready: (page: Page) => page.getByTestId('shared-error') },
      ],
      signedIn: [
        {
          name: 'upload step',
          path: '/app/create',
          ready: (page: Page) => page.getByRole('heading', { name: 'Upload Your Script' }),
        },
        { ...step('review', 'transcript'), check: playerStaysInView },
        step('voice', 'voice-step'),
        step('soundtrack', 'soundtrack-step'),
        step('export', 'export-step'),
        {
          name: 'library',
          path: '/app/my-library',
          ready: (page: Page) => page.getByTestId('library-page').getByText(PROJECT_NAME).first(),
        },
        { name: 'account', path: '/app/account', ready: (page: Page) => page.getByTestId('account-page') },
        { name: 'help', path: '/app/help', ready: (page: Page) => page.getByTestId('help-page') },
      ],
    };

    // The widths side by side, each in a browser context of its own: their time goes mostly on loading pages.
    const problems = await Promise.all(
      WIDTHS.map((size) =>
        test.step(`${size.width}×${size.height}`, () => checkWidth(browser, size, screens, user, testInfo)),
      ),
    );
    expect(problems.flat()).toEqual([]);
  },
);
