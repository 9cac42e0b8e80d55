import type { Locator, Page } from '@playwright/test';
import { createUser } from './support/accounts.ts';
import { openAccountPage, writePicture } from './support/account-page.ts';
import { expect, signInAt, signInThroughUi, test } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';

/** From now on, every Content-Security-Policy complaint the page logs. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The picture has been loaded and decoded: a blocked or broken image has no natural width. */
const naturalWidth = (image: Locator): Promise<number> =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test.describe('a chosen image is previewed under the real Content-Security-Policy (issue 28)', () => {
  test(
    'the cover chosen in Edit Cover Art & Title shows before it is saved',
    { tag: ['@mf-export'] },
    async ({ page }, testInfo) => {
      const user = await createUser();
      const { _id: projectId } = await createProject(user, { name: 'Lighthouse Nights' });
      await narrateThroughApi(user, projectId);
      const violations = policyViolations(page);
      await signInAt(page, user, `/app/project/${projectId}/export`);

      // One title and one cover (issue 28, point 6): the project's name, the default cover, the voice that read it.
      const player = page.getByTestId('export-player');
      await expect(player.getByTestId('player-title')).toHaveText('Lighthouse Nights');
      await expect.poll(() => naturalWidth(player.getByRole('img', { name: 'Default cover art' }))).toBeGreaterThan(0);
      await expect(page.getByTestId('summary-voice')).toHaveText('Ava');
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        const file = testInfo.outputPath(`export-default-cover-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`export step at ${width} px`, { path: file, contentType: 'image/png' });
      }
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByTestId('player-cover-edit').click();
      const dialog = page.getByTestId('cover-dialog');
      await expect(dialog).toBeVisible();
      const picture = testInfo.outputPath('cover.png');
      await writePicture(picture, '#1d4e89');
      await dialog.getByTestId('cover-file').setInputFiles(picture);

      const preview = dialog.getByRole('img', { name: 'Chosen cover image' });
      await expect(preview).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => naturalWidth(preview)).toBe(300);
      const file = testInfo.outputPath('cover-preview-1440.png');
      await page.screenshot({ path: file });
      await testInfo.attach('the chosen cover previewed', { path: file, contentType: 'image/png' });
      expect(violations).toEqual([]);
    },
  );

  test(
    'the avatar chosen in Change Avatar shows before it is saved',
    { tag: ['@mf-account'] },
    async ({ page }, testInfo) => {
      const user = await createUser({ fullName: 'Ada Lovelace' });
      const violations = policyViolations(page);
      await signInThroughUi(page, user);
      await openAccountPage(page);

      await page.getByRole('button', { name: 'Change Avatar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Avatar' });
      const picture = testInfo.outputPath('portrait.png');
      await writePicture(picture, '#ff7a59');
      await dialog.getByTestId('avatar-input').setInputFiles(picture);

      const preview = dialog.getByTestId('avatar-drop').locator('img');
      await expect(preview).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => naturalWidth(preview)).toBe(300);
      expect(violations).toEqual([]);
    },
  );
});
