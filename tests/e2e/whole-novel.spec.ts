import { sharedFixture } from '@reeltalk/stack';
import { createUser } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import {
  expectFitsWhileNarrating,
  expectReviewWhileNarrating,
  expectWholeAndTheEndPlays,
  playAndSeek,
  uploadScript,
} from './support/progressive-review.ts';

const NOVEL = sharedFixture('texts', 'pride-and-prejudice.txt');
const NOVEL_CHAPTERS = 61;
/** The chapters, and the title page before the first (author and producer lines), narrated as an untitled part. */
const NOVEL_PARTS = NOVEL_CHAPTERS + 1;

test.describe('progressive narration of a whole book (issue 14)', { tag: ['@mf-upload', '@mf-review'] }, () => {
  test(
    'the whole novel: review plays chapter 1 while later chapters are narrated, then every chapter plays',
    { tag: '@slow' },
    async ({ page }) => {
      // About eleven hours of audio are narrated while the test listens.
      test.setTimeout(40 * 60_000);
      await uploadScript(page, await createUser(), 'Pride and Prejudice, the whole novel', NOVEL);
      await expectReviewWhileNarrating(page, NOVEL_PARTS);
      const inProgress = page.getByTestId('chapter-in-progress');
      expect(await inProgress.count()).toBeGreaterThan(NOVEL_CHAPTERS / 2);
      await expectFitsWhileNarrating(page);

      await playAndSeek(page);
      // All of that while the novel was still being narrated.
      await expect(page.getByTestId('narration-ready-summary')).toBeVisible();
      expect(await inProgress.count()).toBeGreaterThan(0);

      const lastStart = await expectWholeAndTheEndPlays(page, NOVEL_CHAPTERS, 35 * 60_000);
      expect(lastStart).toBeGreaterThan(5 * 3600);
    },
  );
});
