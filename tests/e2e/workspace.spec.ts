import type { Page } from '@playwright/test';
import { createUser } from './support/accounts.ts';
import { expect, signInThroughUi, test } from './support/fixtures.ts';
import { createProject } from './support/projects.ts';
import { EVERY_FRONT_END } from './support/stack.ts';

type StepKey = 'upload' | 'review' | 'voice' | 'soundtrack' | 'export';
type Status = 'complete' | 'in-progress' | 'inactive';

const STEP_LABELS: Record<StepKey, string> = {
  upload: 'Upload Script',
  review: 'Review & Edit',
  voice: 'Voice & Emotion',
  soundtrack: 'Soundtrack Timing',
  export: 'Preview & Export',
};
const ORDER = Object.keys(STEP_LABELS) as StepKey[];

/** The bottom navigation of each step: Back, middle, forward (null: no Back button). */
const BOTTOM_NAV: Record<StepKey, [string | null, string, string]> = {
  upload: ['Back to Dashboard', 'Save Project', 'Continue to Review'],
  review: [null, 'Save Project', 'Continue to Voice & Emotion'],
  voice: ['Back to Review', 'Save Project', 'Continue to Soundtrack'],
  soundtrack: ['Back to Voice & Emotion', 'Save Project', 'Mix & Export Audiobook'],
  export: ['Back to Soundtrack', 'Download', 'Save Project'],
};

/**
 * The step bar: steps before the current one complete, the current one in progress, later ones inactive; completed and
 * current steps clickable, except upload inside an existing project (no project here has mixed audio).
 */
async function expectStepBar(page: Page, current: StepKey, inExistingProject: boolean) {
  const bar = page.getByTestId('step-bar');
  await expect(bar).toBeVisible();
  for (const [index, key] of ORDER.entries()) {
    const step = bar.getByTestId(`step-${key}`);
    const position = index - ORDER.indexOf(current);
    const status: Status = position < 0 ? 'complete' : position === 0 ? 'in-progress' : 'inactive';
    await expect(step, `${key} on ${current}`).toContainText(STEP_LABELS[key]);
    await expect(step, `${key} on ${current}`).toHaveAttribute('data-status', status);
    const clickable = status !== 'inactive' && !(key === 'upload' && inExistingProject);
    if (clickable) await expect(step, `${key} on ${current}`).toBeEnabled();
    else await expect(step, `${key} on ${current}`).toBeDisabled();
  }
}

async function expectBottomNav(page: Page, step: StepKey) {
  const [back, middle, forward] = BOTTOM_NAV[step];
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  if (back) await expect(nav.getByTestId('bottom-nav-back')).toHaveText(back);
  else await expect(nav.getByTestId('bottom-nav-back')).toHaveCount(0);
  await expect(nav.getByTestId('bottom-nav-middle')).toHaveText(middle);
  await expect(nav.getByTestId('bottom-nav-forward')).toHaveText(forward);
}

test.describe('workspace step bar and bottom navigation (issue 3)', { tag: EVERY_FRONT_END }, () => {
  test('a new project at /app: upload in progress, the other steps inactive', async ({ page }) => {
    const user = await createUser();
    await signInThroughUi(page, user);
    await expectStepBar(page, 'upload', false);
    await expectBottomNav(page, 'upload');
    await expect(page.getByTestId('side-nav')).toContainText('Upload');
    await expect(page.getByTestId('side-nav')).toContainText('Library');
    await expect(page.getByTestId('side-nav')).toContainText('Help');
  });

  test('each step of an existing project shows its state, its buttons and the shortened project name', async ({
    page,
  }) => {
    const user = await createUser();
    const project = await createProject(user, { name: 'The Remarkable Adventures of Sherlock Holmes' });
    await signInThroughUi(page, user);

    for (const step of ['review', 'voice', 'soundtrack', 'export'] as const) {
      await page.goto(`/app/project/${project._id}/${step}`);
      await expect(page.getByTestId('project-flow')).toHaveAttribute('data-step', step);
      await expectStepBar(page, step, true);
      await expectBottomNav(page, step);
      await expect(page.getByTestId('step-bar-project-name')).toHaveText('The Remarkable Adventures...');
    }
  });

  test('Back, Continue and a completed step move between the steps of a project', async ({ page }) => {
    const user = await createUser();
    const project = await createProject(user, { name: 'Emma' });
    await signInThroughUi(page, user);
    const base = `/app/project/${project._id}`;

    await page.goto(base);
    await expect(page).toHaveURL(`${base}/review`);
    await page.getByTestId('bottom-nav-forward').click();
    await expect(page).toHaveURL(`${base}/voice`);
    await page.getByTestId('bottom-nav-forward').click();
    await expect(page).toHaveURL(`${base}/soundtrack`);
    await page.getByTestId('bottom-nav-back').click();
    await expect(page).toHaveURL(`${base}/voice`);
    await page.getByTestId('step-bar').getByTestId('step-review').click();
    await expect(page).toHaveURL(`${base}/review`);
  });

  test('Save Project opens the library, and marks the project complete only from the export step', async ({ page }) => {
    const user = await createUser();
    const project = await createProject(user, { name: 'Mansfield Park' });
    await signInThroughUi(page, user);
    const row = page.getByTestId('library-project').filter({ hasText: 'Mansfield Park' });

    await page.goto(`/app/project/${project._id}/voice`);
    await page.getByTestId('bottom-nav-middle').click();
    await expect(page).toHaveURL('/app/my-library');
    await expect(row.getByTestId('library-project-status')).toHaveText('In Progress');

    await page.goto(`/app/project/${project._id}/export`);
    await page.getByTestId('bottom-nav-forward').click();
    await expect(page).toHaveURL('/app/my-library');
    await expect(row.getByTestId('library-project-status')).toHaveText('Complete');
  });
});
