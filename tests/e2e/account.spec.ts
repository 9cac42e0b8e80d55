import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { callApi, createUser, signInWithPassword, uniqueEmail, type TestUser } from './support/accounts.ts';
import {
  deleteProjectStatus,
  openAccountPage,
  openAccountPageAsGoogleUser,
  writePicture,
} from './support/account-page.ts';
import { expect, markWindow, signInThroughUi, test, windowMarker } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { createProject } from './support/projects.ts';

test.describe('account (issue 12)', { tag: ['@shell', '@mf-account'] }, () => {
  test('the full name and the avatar change, and the top bar shows the new initials and avatar without a reload', async ({
    page,
  }, testInfo) => {
    const user = await createUser({ fullName: 'Ada Lovelace' });
    await signInThroughUi(page, user);
    await markWindow(page);
    await openAccountPage(page);
    await expect(page.getByTestId('avatar-initials')).toHaveText('AL');

    const fullName = page.getByTestId('account-full-name');
    await expect(fullName).toHaveValue('Ada Lovelace');
    await fullName.fill('Ada');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByText('Full name must be at least 4 characters')).toBeVisible();
    await fullName.fill('  Augusta Ada King ');
    await page.getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByText('Your name has been saved.')).toBeVisible();
    await expect(fullName).toHaveValue('Augusta Ada King');
    const { data: profile } = await callApi<{ data: { fullName: string } }>(user.idToken, 'GET', '/users/profile');
    expect(profile.fullName).toBe('Augusta Ada King');
    await expect(page.getByTestId('avatar-initials')).toHaveText('AK');

    await page.getByRole('button', { name: 'Change Avatar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Avatar' });
    await expect(dialog.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
    const notes = testInfo.outputPath('notes.txt');
    await writeFile(notes, 'not a picture');
    await dialog.getByTestId('avatar-input').setInputFiles(notes);
    await expect(dialog.getByTestId('avatar-error')).toHaveText('Please select a valid image file (PNG, JPG, GIF)');
    const picture = testInfo.outputPath('portrait.png');
    await writePicture(picture, '#ff7a59');
    await dialog.getByTestId('avatar-input').setInputFiles(picture);
    await expect(dialog.getByTestId('avatar-error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save Avatar' }).click();
    await expect(dialog).toHaveCount(0);

    // The top bar's picture is the stored avatar, shown at once, on the same page.
    const topBarPicture = page.getByTestId('avatar-image');
    await expect(topBarPicture).toHaveAttribute('src', /\/avatars\/.+\.png/);
    await expect(page.getByTestId('account-avatar')).toHaveAttribute('src', /\/avatars\/.+\.png/);
    // The src is set before the picture has loaded: wait until it has (a broken picture never gets a width).
    await expect.poll(() => topBarPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await windowMarker(page)).toBe('still the same page');
  });

  test('the password changes through the identity provider and the next log in needs the new one', async ({ page }) => {
    const user = await createUser();
    await signInThroughUi(page, user);
    await openAccountPage(page);
    const security = page.getByTestId('account-security');
    const newPassword = 'Narrated2026';

    await security.getByLabel('Current Password').fill('Wrong#Password1');
    await security.getByLabel('New Password', { exact: true }).fill(newPassword);
    await security.getByLabel('Confirm New Password').fill(newPassword);
    await security.getByRole('button', { name: 'Update Password' }).click();
    await expect(security.getByText('Your current password is incorrect.')).toBeVisible();

    await security.getByLabel('Current Password').fill(user.password);
    await security.getByRole('button', { name: 'Update Password' }).click();
    await expect(security.getByTestId('password-outcome')).toHaveText('Password updated successfully!');

    await page.getByTestId('avatar-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(signInWithPassword(user.email, user.password)).rejects.toThrow(/INVALID|PASSWORD/);
    await signInThroughUi(page, { email: user.email, password: newPassword });
  });

  test('a Google user sees their e-mail as username and no password form', async ({ page }) => {
    const email = uniqueEmail('grace');
    await openAccountPageAsGoogleUser(page, email);
    await expect(page.getByTestId('account-username')).toHaveValue(email);
    await expect(page.getByTestId('account-publishers')).toBeVisible();
    await expect(page.getByTestId('account-security')).toHaveCount(0);
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
  });

  test('a publisher: created, a second user invited accepts, and finds the assigned project by its owner as a viewer', async ({
    browser,
    page,
  }) => {
    test.setTimeout(5 * 60_000);
    // Inviting e-mails the invitee: that needs a verified address.
    const owner = await createUser({ fullName: 'Ada Lovelace', verified: true });
    const member = await createUser({ fullName: 'Grace Hopper' });
    const { _id: projectId } = await createProject(owner, { name: 'Lighthouse Keeper' });
    await narrateThroughApi(owner, projectId);
    await signInThroughUi(page, owner);

    await openAccountPage(page);
    const publishers = page.getByTestId('account-publishers');
    await expect(publishers.getByText('No publisher accounts found')).toBeVisible();
    await publishers.getByLabel('Publisher Name').fill('Sea Books');
    await publishers.getByLabel('Plan').selectOption('pro');
    await publishers.getByRole('button', { name: 'Create Publisher' }).click();
    await expect(publishers.getByTestId('publisher-membership')).toHaveText('Sea BooksPro PlanOwnerActive');

    await publishers.getByLabel('Member Email').fill('not-an-address');
    await publishers.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(publishers.getByText('Please enter a valid email address')).toBeVisible();
    await publishers.getByLabel('Member Email').fill(member.email);
    await publishers.getByLabel('Permission').selectOption('viewer');
    await publishers.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(publishers.getByText(`Invitation sent to ${member.email}.`)).toBeVisible();

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInThroughUi(memberPage, member);
    await openAccountPage(memberPage);
    const invitation = memberPage.getByTestId('publisher-invitation');
    await expect(invitation).toContainText('Ada Lovelace invited you to Sea Books as Viewer');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(memberPage.getByTestId('publisher-membership')).toHaveText('Sea BooksPro PlanViewerActive');
    await expect(memberPage.getByTestId('publisher-invitation')).toHaveCount(0);

    await assignThroughLibraryMenu(page, 'Lighthouse Keeper', 'Sea Books');

    await memberPage.getByTestId('side-nav-library').click();
    await memberPage.getByPlaceholder('Search projects by title or user...').fill('  lovelace ');
    const row = memberPage.getByTestId('library-project');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('library-project-owner')).toContainText('Ada Lovelace');
    await expect(row).toContainText('Lighthouse Keeper');
    await row.getByRole('button', { name: 'Play Lighthouse Keeper' }).click();
    await expect(row.getByRole('button', { name: 'Pause Lighthouse Keeper' })).toBeVisible();
    await expect(row.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(() => row.getByTestId('library-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0.5);
    // A viewer may only play: no Duplicate, Assign or Delete, so no options menu at all; the bff refuses too.
    await expect(row.getByTestId('library-options')).toHaveCount(0);
    const { idToken } = await signInWithPassword(member.email, member.password);
    expect(await deleteProjectStatus({ idToken }, projectId)).toBe(403);
    await memberContext.close();
  });

  test('download my data saves a ZIP of the account', async ({ page }) => {
    const user = await createUser();
    await createProject(user, { name: 'Night Train', genres: ['Mystery'] });
    await signInThroughUi(page, user);
    await openAccountPage(page);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    await expect(page.getByText('Your data is ready; the download has started.')).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const manifest = await (await JSZip.loadAsync(zip)).file('manifest.json')?.async('string');
    expect(manifest).toContain('"Night Train"');
  });

  test('delete account: the password is asked again, then the account is gone and the login page says so', async ({
    page,
  }) => {
    const user = await createUser();
    await createProject(user, { name: 'Night Train' });
    await signInThroughUi(page, user);
    await openAccountPage(page);
    const deletion = page.getByTestId('delete-account');
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await deletion.getByLabel('Enter your password to confirm').fill('Wrong#Password1');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByText('Your current password is incorrect.')).toBeVisible();
    await expectAccountKept(user);

    await deletion.getByLabel('Enter your password to confirm').fill(user.password);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('login-notice')).toHaveText(
      'Your account has been deleted, with all of its projects and files.',
    );
    await expect(signInWithPassword(user.email, user.password)).rejects.toThrow(/EMAIL_NOT_FOUND|USER_NOT_FOUND/);
    // Trying the old account again is answered with what happened to it, not with 'invalid address'.
    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('This account was deleted. Sign up to create a new one.');
    await page.goto('/app');
    await expect(page).toHaveURL('/login');
  });

  test('delete account: a Google user types their e-mail to confirm', async ({ page }) => {
    const email = uniqueEmail('grace');
    await openAccountPageAsGoogleUser(page, email);
    const deletion = page.getByTestId('delete-account');
    await deletion.getByRole('button', { name: 'Delete account' }).click();
    await deletion.getByLabel('Type your e-mail address to confirm').fill(uniqueEmail('someone'));
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(deletion.getByText('The e-mail address does not match your account.')).toBeVisible();
    await deletion.getByLabel('Type your e-mail address to confirm').fill(email);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('login-notice')).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL('/login');
  });
});

/** The account still answers with its project (nothing was deleted). */
async function expectAccountKept(user: TestUser): Promise<void> {
  const { idToken } = await signInWithPassword(user.email, user.password);
  const { data } = await callApi<{ data: Array<{ name: string }> }>(idToken, 'GET', '/projects');
  expect(data.map((project) => project.name)).toEqual(['Night Train']);
}

/** The owner gives a project to a publisher through the library row's options menu ('Assign to publisher'). */
async function assignThroughLibraryMenu(page: Page, project: string, publisher: string): Promise<void> {
  await page.getByTestId('side-nav-library').click();
  const row = page.getByTestId('library-project').filter({ hasText: project });
  await row.getByTestId('library-options').click();
  await page.getByRole('menuitem', { name: 'Assign to publisher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to publisher' });
  await dialog.getByRole('radio', { name: publisher }).check();
  await dialog.getByRole('button', { name: 'Assign to publisher' }).click();
  await expect(dialog).toHaveCount(0);
}
