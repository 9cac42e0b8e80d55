import type { Page } from '@playwright/test';
import { launchChromium } from '../chromium.ts';
import { sharedFixture } from '../shared-fixtures.ts';
import { createProject, createUser, signedIn } from './bench-user.ts';
import { seconds, type Figure, type Measurement } from './measurement.ts';

/** Issue 14's targets for a script of this size: the first word heard, and the whole book reviewable. */
const FIRST_WORD_TARGET_SECONDS = 5;
const REVIEWABLE_TARGET_SECONDS = 15;
/** Pride and Prejudice, chapters 1 to 6: six chapter headings in the whole transcript. */
const CHAPTERS = 6;
/** Far beyond the targets: a run this slow has failed rather than measured something. */
const GIVE_UP_MS = 5 * 60_000;

/** Wall-clock moments (Date.now() in the page) of one upload watched through to review. */
interface BrowserMarks {
  /** The script chosen in the upload step's file dialog: the upload starts here. */
  chosen: number;
  /** The review player playing, past the start of the transcript's first word. */
  firstWord: number;
  /** Every chapter in the transcript, none marked as still being narrated. */
  wholeBook: number;
}

/** The printed figures of one run; marks out of order mean the page recorded something else than it should. */
export function browserFigures(marks: BrowserMarks): Figure[] {
  const { chosen, firstWord, wholeBook } = marks;
  if (firstWord < chosen || wholeBook < chosen) {
    throw new Error(`marks before the upload started: ${JSON.stringify(marks)}`);
  }
  return [
    {
      label: 'upload click → first audible word (browser)',
      value: `${seconds((firstWord - chosen) / 1000)} (target ${FIRST_WORD_TARGET_SECONDS} s)`,
    },
    {
      label: 'upload click → whole book reviewable (browser)',
      value: `${seconds((wholeBook - chosen) / 1000)} (target ${REVIEWABLE_TARGET_SECONDS} s)`,
    },
  ];
}

/**
 * Timed inside the page, every animation frame, so the figures do not depend on how often the bench looks. The review
 * step's audio element is not in the document, so every media element that plays is kept (HTMLMediaElement's play).
 * The marks go to sessionStorage: they outlive a reload of the tab.
 */
function watchInPage(chapters: number) {
  const played: HTMLMediaElement[] = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!played.includes(this)) played.push(this);
    return play.call(this);
  };
  // Methods, not functions in constants: tsx (keepNames) wraps those in a __name helper the page does not have.
  const watch = {
    mark(name: string) {
      if (sessionStorage.getItem(name) === null) sessionStorage.setItem(name, String(Date.now()));
    },
    look() {
      const transcript = document.querySelector('[data-testid="review-step"] [data-testid="transcript"]');
      const firstWord = transcript?.querySelector<HTMLElement>('[data-testid="word"]');
      const media = played.at(-1);
      if (firstWord && media && !media.paused && media.currentTime > Number(firstWord.dataset.start)) {
        watch.mark('bench-first-word');
      }
      if (
        transcript &&
        transcript.querySelectorAll('[data-testid="chapter-title"]').length >= chapters &&
        !document.querySelector('[data-testid="narration-ready-summary"], [data-testid="chapter-in-progress"]')
      ) {
        watch.mark('bench-whole-book');
      }
      requestAnimationFrame(() => watch.look());
    },
  };
  document.addEventListener(
    'change',
    (event) => {
      if ((event.target as HTMLElement).dataset.testid === 'file-input') watch.mark('bench-chosen');
    },
    true,
  );
  requestAnimationFrame(() => watch.look());
}

const storedMark = (page: Page, name: string) =>
  page
    .waitForFunction((key) => sessionStorage.getItem(key), name, { timeout: GIVE_UP_MS })
    .then(async (handle) => {
      const value = Number(await handle.jsonValue());
      await handle.dispose();
      return value;
    });

/**
 * The upload as a creator does it: the new project's upload step, 'Browse Files', the .docx chosen; review opens on
 * its own. Play is pressed as soon as review's player takes it (a real click, so no autoplay policy is in the way).
 */
async function uploadInBrowser(page: Page, projectId: string): Promise<BrowserMarks> {
  await page.addInitScript(watchInPage, CHAPTERS);
  await page.goto(`/app/project/${projectId}/upload`);
  const browse = page.getByTestId('browse-files');
  await browse.waitFor();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), browse.click()]);
  await chooser.setFiles(sharedFixture('docx', 'pride-and-prejudice-ch1-6.docx'));
  const chosen = await storedMark(page, 'bench-chosen');

  const uploadError = page.getByTestId('upload-error');
  const review = page.getByTestId('review-step');
  await uploadError.or(review).waitFor({ timeout: GIVE_UP_MS });
  if (await uploadError.isVisible()) throw new Error(`upload failed: ${await uploadError.textContent()}`);
  const playButton = page.getByTestId('play-pause');
  await page.waitForFunction(
    () => document.querySelector<HTMLButtonElement>('[data-testid="play-pause"]')?.disabled === false,
    undefined,
    { timeout: GIVE_UP_MS, polling: 'raf' },
  );
  await playButton.click();
  const firstWord = await storedMark(page, 'bench-first-word');
  const wholeBook = await storedMark(page, 'bench-whole-book');
  return { chosen, firstWord, wholeBook };
}

/** Issue 14's figures as a creator meets them: in the browser, from choosing the script to hearing it. */
export const firstWord: Measurement = {
  name: 'narration in the browser: upload click to first audible word (ch1-6 .docx)',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const projectId = await createProject(stack, user);
    const browser = await launchChromium();
    try {
      const creator = await signedIn(browser, stack, user);
      const page = await creator.newPage();
      return browserFigures(await uploadInBrowser(page, projectId));
    } finally {
      await browser.close();
    }
  },
};
