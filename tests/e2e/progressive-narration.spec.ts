import { writeFile } from 'node:fs/promises';
import { createUser } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { holdNextNarration } from './support/held-narration.ts';
import {
  expectFitsWhileNarrating,
  expectReviewWhileNarrating,
  expectWholeAndTheEndPlays,
  playAndSeek,
  uploadScript,
} from './support/progressive-review.ts';
import { prideAndPrejudiceOpening, textOf } from './support/script-files.ts';

test.describe('progressive narration (issue 14)', { tag: ['@mf-upload', '@mf-review'] }, () => {
  test('two chapters: review plays the first part while the rest is held back, then both chapters play', async ({
    page,
  }) => {
    const file = test.info().outputPath('pride-and-prejudice-opening.txt');
    await writeFile(file, textOf(prideAndPrejudiceOpening(2, 6)));
    const user = await createUser();
    const narration = await holdNextNarration(user);
    try {
      await uploadScript(page, user, 'Pride and Prejudice, the opening', file);
      await narration.held;
      await expectReviewWhileNarrating(page, 2);
      await expectFitsWhileNarrating(page);
      await playAndSeek(page);
      await expect(page.getByTestId('narration-ready-summary')).toBeVisible();
    } finally {
      await narration.release();
    }
    await expectWholeAndTheEndPlays(page, 2, 60_000);
  });
});
