import type { Locator, Page } from '@playwright/test';
import { createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';

const SEARCH = 'Search projects by title or user...';

async function openLibrary(page: Page) {
  await page.getByTestId('side-nav-library').click();
  await expect(page).toHaveURL('/app/my-library');
  await expect(page.getByTestId('library-page').getByRole('heading', { name: 'My Library' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('library-project');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const count = (page: Page) => page.getByTestId('library-count');

/** The row's audio element: how far it has played, and whether it is playing. */
function playback(target: Locator): Promise<{ time: number; paused: boolean }> {
  return target
    .getByTestId('library-audio')
    .evaluate((media: HTMLMediaElement) => ({ time: media.currentTime, paused: media.paused }));
}

async function expectPlaying(target: Locator) {
  await target.getByRole('button', { name: /^Play / }).click();
  await expect(target.getByRole('button', { name: /^Pause / })).toBeVisible();
  await expect.poll(async () => (await playback(target)).time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(target.getByTestId('library-play-time')).not.toHaveText(/^00:00 \//);
}

test.describe('library', { tag: ['@mf-library'] }, () => {
  test('filters by status and genres, searches by title and owner, and says what it found', async ({ page }) => {
    const user = await createUser({ fullName: 'Ada Lovelace' });
    await signInThroughUi(page, user);
    await openLibrary(page);
    await expect(page.getByText('No projects available. Create your first project to get started!')).toBeVisible();
    await expect(count(page)).toHaveCount(0);

    await createProject(user, { name: 'Moon Harbour', status: 0, genres: ['Drama', 'Mystery'] });
    await createProject(user, { name: 'Sea Stories', status: 1, genres: ['Adventure'] });
    await createProject(user, { name: 'Winter Tale', status: 2, genres: ['Drama'] });
    await page.reload();
    await expect(count(page)).toHaveText('3 projects found');
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, 'Moon Harbour')).toContainText('Ada Lovelace');
    await expect(row(page, 'Moon Harbour')).toContainText('Drama, Mystery');
    await expect(row(page, 'Moon Harbour').getByTestId('library-project-status')).toHaveText('Draft');
    await expect(row(page, 'Sea Stories').getByTestId('library-project-status')).toHaveText('In Progress');
    await expect(row(page, 'Winter Tale').getByTestId('library-project-status')).toHaveText('Complete');

    // Each status filter.
    const status = page.getByRole('combobox', { name: 'Filter by status' });
    for (const [label, name] of [
      ['Complete', 'Winter Tale'],
      ['In Progress', 'Sea Stories'],
      ['Draft', 'Moon Harbour'],
    ] as const) {
      await status.selectOption({ label });
      await expect(count(page)).toHaveText(`1 project found with status ${label}`);
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, name)).toBeVisible();
    }
    await status.selectOption({ label: 'All Status' });
    await expect(count(page)).toHaveText('3 projects found');

    // The genre multi-select: Cancel drops the ticks, Apply applies them, All Genres clears them.
    const genres = page.getByRole('button', { name: 'Filter by genre' });
    const panel = page.getByRole('group', { name: 'Filter by genre' });
    await genres.click();
    await panel.getByLabel('Adventure').check();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toHaveCount(0);
    await expect(genres).toHaveText('All Genres');
    await expect(count(page)).toHaveText('3 projects found');

    await genres.click();
    await expect(panel.getByLabel('Adventure')).not.toBeChecked();
    await panel.getByLabel('Mystery').check();
    await panel.getByLabel('Adventure').check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(count(page)).toHaveText('2 projects found with genre Mystery, Adventure');
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, 'Winter Tale')).toHaveCount(0);

    await genres.click();
    await panel.getByLabel('All Genres').check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(count(page)).toHaveText('3 projects found');

    // Filters combine.
    await status.selectOption({ label: 'Complete' });
    await genres.click();
    await panel.getByLabel('Drama').check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(count(page)).toHaveText('1 project found with status Complete and genre Drama');
    await expect(row(page, 'Winter Tale')).toBeVisible();
    await genres.click();
    await panel.getByLabel('All Genres').check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await status.selectOption({ label: 'All Status' });

    // Search by title and by owner: trimmed, in any case.
    const search = page.getByPlaceholder(SEARCH);
    await search.fill('  moon ');
    await expect(count(page)).toHaveText('1 project found with search "moon"');
    await expect(row(page, 'Moon Harbour')).toBeVisible();
    await search.fill('LOVELACE');
    await expect(count(page)).toHaveText('3 projects found with search "LOVELACE"');
    await expect(rows(page)).toHaveCount(3);

    await search.fill('no such book');
    await expect(page.getByText('No projects found', { exact: true })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms, status filter, or genre selection.')).toBeVisible();
    await expect(count(page)).toHaveText('0 projects found with search "no such book"');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(count(page)).toHaveText('3 projects found');

    // A row opens its project's review step.
    await row(page, 'Sea Stories').getByTestId('library-project-genres').click();
    await expect(page).toHaveURL(/\/app\/project\/[^/]+\/review$/);
  });

  test('plays a project inline; a duplicate keeps playing after the original is deleted', async ({ page }) => {
    test.setTimeout(4 * 60_000);
    const user = await createUser({ fullName: 'Grace Hopper' });
    const original = await createProject(user, { name: 'Lighthouse', genres: ['Drama'] });
    await narrateThroughApi(user, original._id);
    await signInThroughUi(page, user);
    await openLibrary(page);

    const lighthouse = row(page, 'Lighthouse');
    await expectPlaying(lighthouse);
    await lighthouse.getByRole('button', { name: 'Pause Lighthouse' }).click();
    await expect.poll(async () => (await playback(lighthouse)).paused).toBe(true);

    await lighthouse.getByRole('button', { name: 'Project options: Lighthouse' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    const copy = row(page, 'Lighthouse (copy)');
    await expect(copy).toBeVisible();
    await expect(copy.getByTestId('library-project-status')).toHaveText('In Progress');
    await expect(count(page)).toHaveText('2 projects found');

    await lighthouse.getByRole('button', { name: 'Project options: Lighthouse' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Project' });
    await expect(dialog).toContainText('Are you sure you want to delete "Lighthouse"? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(lighthouse).toBeVisible();

    await lighthouse.getByRole('button', { name: 'Project options: Lighthouse' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(lighthouse).toHaveClass(/library-row--leaving/);
    await expect(lighthouse).toHaveCount(0);
    await expect(count(page)).toHaveText('1 project found');

    // The copy's objects are its own: it still plays with the original gone, also after a reload.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expectPlaying(copy);
  });
});
