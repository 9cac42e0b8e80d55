import type { Browser, Page } from '@playwright/test';
import { TEST_PASSWORD, callApi, createUser, uniqueEmail, type TestUser } from './support/accounts.ts';
import { openAccountPage } from './support/account-page.ts';
import { expect, signInAt, signInThroughUi, test } from './support/fixtures.ts';
import { narrateThroughApi } from './support/narration-api.ts';
import { pollJob } from './support/poll-job.ts';
import { createProject } from './support/projects.ts';
import { mailTo } from './support/share-links.ts';
import { stack } from './support/stack.ts';

const PUBLISHER = 'Sea Books';
const EDITED = 'The lighthouse keeper climbed the spiral stairs every morning, and the gulls followed him up.';

/** A publisher of the owner's, through the API; answers its id. */
async function createPublisher(owner: TestUser): Promise<string> {
  const { data } = await callApi<{ data: { publisherId: { _id: string } } }>(owner.idToken, 'POST', '/publishers', {
    name: PUBLISHER,
    plan: 'pro',
  });
  return data.publisherId._id;
}

const invite = (owner: TestUser, publisherId: string, email: string, permission: string) =>
  callApi(owner.idToken, 'POST', `/publishers/${publisherId}/invitations`, { email, permission });

/** The address the invitation e-mail to `email` links to, as a path of the app under test. */
async function invitationLink(email: string): Promise<string> {
  const [mail] = await mailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no invitation e-mail with a link reached ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/** The status a call of the member's answers, refused or not. */
async function statusOf(user: TestUser, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${stack.shellUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

async function openLibrary(page: Page, publisher?: string): Promise<void> {
  await page.getByTestId('side-nav-library').click();
  await expect(page).toHaveURL('/app/my-library');
  if (publisher) await page.getByLabel('Show projects of').selectOption({ label: publisher });
}

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, user);
  return page;
}

test.describe(
  'publishers as shared workspaces (issue 28)',
  { tag: ['@shell', '@mf-account', '@mf-library', '@mf-review', '@mf-export'] },
  () => {
    test('an invited editor opens and narrates an assigned project, a viewer listens and comments, a removed member loses it', async ({
      browser,
      page,
    }) => {
      test.setTimeout(5 * 60_000);
      const [owner, editor, viewer] = await Promise.all([
        createUser({ fullName: 'Ada Lovelace' }),
        createUser({ fullName: 'Grace Hopper' }),
        createUser({ fullName: 'Mary Shelley' }),
      ]);
      const { _id: projectId } = await createProject(owner, { name: 'Lighthouse Keeper' });
      const publisherId = await createPublisher(owner);
      await Promise.all([
        narrateThroughApi(owner, projectId),
        invite(owner, publisherId, editor.email, 'editor'),
        invite(owner, publisherId, viewer.email, 'viewer'),
      ]);

      await test.step("the editor accepts from the e-mail's link and is told how projects get to the publisher", async () => {
        await signInAt(page, editor, await invitationLink(editor.email));
        const invitation = page.getByTestId('publisher-invitation');
        await expect(invitation).toContainText(`Ada Lovelace invited you to ${PUBLISHER} as Editor`);
        await invitation.getByRole('button', { name: 'Accept' }).click();
        await expect(page.getByTestId('publisher-membership')).toHaveText(`${PUBLISHER}Pro PlanEditorActive`);
        await openLibrary(page, PUBLISHER);
        await expect(page.getByTestId('library-publisher')).toHaveText(
          `${PUBLISHER}You are Editor here: listen, comment, edit, narrate and mix.`,
        );
        await expect(page.getByTestId('library-empty')).toContainText(`No projects in ${PUBLISHER} yet.`);
        await expect(page.getByTestId('library-empty')).toContainText(`once its owner assigns it to ${PUBLISHER}`);
      });

      await test.step('assigned, the project is in their library; they open it and narrate an edit', async () => {
        await callApi(owner.idToken, 'PUT', `/projects/${projectId}/publisher`, { publisherId });
        await page.reload();
        await openLibrary(page, PUBLISHER);
        const row = page.getByTestId('library-project');
        await expect(row).toHaveCount(1);
        await expect(row.getByTestId('library-project-owner')).toHaveText(`Ada Lovelace · ${PUBLISHER} · Editor`);
        await row.getByRole('link', { name: 'Lighthouse Keeper' }).click();
        await expect(page).toHaveURL(`/app/project/${projectId}/review`);
        await expect(page.getByTestId('document-header')).toContainText('Processing complete', { timeout: 60_000 });
        await page.getByTestId('stretch').first().getByRole('button', { name: 'Edit paragraph' }).click();
        await page.getByRole('textbox', { name: 'Paragraph text' }).fill(EDITED);
        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith(`/api/projects/${projectId}/script`) && response.request().method() === 'PUT',
        );
        await page.getByTestId('stretch-save').click();
        const answer = await saved;
        expect(answer.status()).toBe(202);
        const body = (await answer.json()) as { jobId?: string; data?: { jobId?: string } };
        const jobId = body.jobId ?? body.data?.jobId;
        await pollJob('the editor’s narration', 3, async () => {
          const { data } = await callApi<{ data: { state: string; error: string | null } }>(
            editor.idToken,
            'GET',
            `/narrations/${jobId}`,
          );
          return { done: data.state === 'done', failure: data.state === 'failed' ? data.error : null };
        });
      });

      const viewerPage = await signedInPage(browser, viewer);
      const comment = 'The gulls come in a little early here.';
      await test.step('the viewer listens in the library and cannot open or change the project', async () => {
        await openAccountPage(viewerPage);
        await viewerPage.getByTestId('publisher-invitation').getByRole('button', { name: 'Accept' }).click();
        await expect(viewerPage.getByTestId('publisher-membership')).toHaveText(`${PUBLISHER}Pro PlanViewerActive`);
        await openLibrary(viewerPage, PUBLISHER);
        await expect(viewerPage.getByTestId('library-publisher')).toContainText('listen and comment');
        const row = viewerPage.getByTestId('library-project');
        await expect(row.getByTestId('library-project-owner')).toHaveText(`Ada Lovelace · ${PUBLISHER} · Viewer`);
        await expect(row.getByRole('link', { name: 'Lighthouse Keeper' })).toHaveAttribute(
          'href',
          `/app/project/${projectId}/listen`,
        );
        await expect(row.getByTestId('library-options')).toHaveCount(0);
        await row.getByRole('button', { name: 'Play Lighthouse Keeper' }).click();
        await expect
          .poll(() => row.getByTestId('library-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
            timeout: 30_000,
          })
          .toBeGreaterThan(0.5);
        await row.getByRole('button', { name: 'Pause Lighthouse Keeper' }).click();
        expect(await statusOf(viewer, 'PATCH', `/projects/${projectId}`, { name: 'Renamed by a viewer' })).toBe(403);
      });

      await test.step("the viewer who opens the review's address listens and comments, with nothing that edits", async () => {
        await viewerPage.goto(`/app/project/${projectId}/review`);
        await expect(viewerPage).toHaveURL(`/app/project/${projectId}/listen`);
        const view = viewerPage.getByTestId('listen-view');
        await expect(view.getByTestId('listen-role')).toHaveText(
          `You are a viewer of ${PUBLISHER}: listen and comment.`,
        );
        await expect(viewerPage.getByTestId('bottom-nav')).toHaveCount(0);
        await expect(viewerPage.getByTestId('step-bar')).toHaveCount(0);
        await expect(viewerPage.getByRole('button', { name: /Save|Continue|Narrate|Mix|Edit/ })).toHaveCount(0);
        await view.getByRole('button', { name: 'Play Lighthouse Keeper' }).click();
        const audio = view.getByTestId('export-player').locator('audio');
        await expect
          .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 30_000 })
          .toBeGreaterThan(1);
        await view.getByRole('button', { name: 'Pause Lighthouse Keeper' }).click();
        await view.getByRole('textbox', { name: 'Comment' }).fill(comment);
        await view.getByRole('button', { name: 'Post Comment' }).click();
        await expect(view.getByText('Your comment was posted.')).toBeVisible();
        await expect(view.getByTestId('comment-item')).toContainText(['Mary Shelley', comment].join('Member'));
        // The phone's width first, so the page is left at the laptop's, with its side navigation, for what follows.
        for (const width of [390, 1440]) {
          await viewerPage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          // A phone hides the side navigation (once its drawer has slid away); the shot starts at the top.
          if (width === 390) await expect(viewerPage.getByTestId('side-nav-library')).toBeHidden();
          await viewerPage.evaluate(() => window.scrollTo(0, 0));
          expect(await viewerPage.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
          const file = test.info().outputPath(`viewer-listen-${width}.png`);
          await viewerPage.screenshot({ path: file, fullPage: true });
          await test
            .info()
            .attach(`a viewer's listening view at ${width} px`, { path: file, contentType: 'image/png' });
        }
      });

      await test.step('the owner sees every member and removes the viewer, who loses the project on their next request', async () => {
        const ownerPage = await signedInPage(browser, owner);
        await ownerPage.goto(`/app/project/${projectId}/export`);
        await expect(ownerPage.getByTestId('comment-item')).toContainText(['Mary Shelley', comment].join('Member'));
        await openAccountPage(ownerPage);
        const members = ownerPage.getByTestId('publisher-members').getByTestId('publisher-member');
        await expect(members).toHaveCount(3);
        await expect(members.first()).toHaveText(`Ada Lovelace${owner.email}Owner`);
        await expect(ownerPage.getByLabel('Level: Grace Hopper')).toHaveValue('editor');
        const shelley = members.filter({ hasText: 'Mary Shelley' });
        await shelley.getByRole('button', { name: 'Remove' }).click();
        await expect(shelley).toContainText(`Remove Mary Shelley from ${PUBLISHER}? They lose its projects at once.`);
        await shelley.getByRole('group', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
        await expect(members).toHaveCount(2);

        expect(await statusOf(viewer, 'GET', `/projects/${projectId}`)).toBe(404);
        await viewerPage.reload();
        await expect(viewerPage.getByTestId('listen-view')).toContainText('Project not found.');
        await openLibrary(viewerPage);
        await expect(viewerPage.getByTestId('library-empty')).toHaveText(
          'No projects available. Create your first project to get started!',
        );
        await expect(viewerPage.getByLabel('Show projects of')).toHaveCount(0);
      });
    });

    test("a new invitee signs up from the e-mail's link, lands on the invitation and declines it: it is gone", async ({
      browser,
      page,
    }) => {
      const owner = await createUser({ fullName: 'Ada Lovelace' });
      const publisherId = await createPublisher(owner);
      const email = uniqueEmail('invitee');
      await invite(owner, publisherId, email, 'viewer');

      await page.goto(await invitationLink(email));
      await expect(page).toHaveURL('/login');
      await page.getByRole('link', { name: 'Sign up.' }).click();
      await page.getByTestId('signup-full-name').fill('Jane Austen');
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-password').fill(TEST_PASSWORD);
      await page.getByTestId('signup-confirm-password').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL('/app/account#invitations', { timeout: 10_000 });
      const invitation = page.getByTestId('publisher-invitation');
      await expect(invitation).toContainText(`Ada Lovelace invited you to ${PUBLISHER} as Viewer`);
      await expect(invitation).toBeInViewport();

      // Answering an invitation needs the address verified: the link in the verification e-mail sent at sign-up.
      await verifyThroughEmailLink(email);
      await page
        .getByRole('group', { name: 'Email verification' })
        .getByRole('button', { name: 'I have verified it' })
        .click();
      await expect(page.getByTestId('email-verification-state')).toHaveText('Verified');

      const ownerPage = await signedInPage(browser, owner);
      await openAccountPage(ownerPage);
      const pending = ownerPage.getByTestId('publisher-pending-invitation');
      await expect(pending).toHaveText(`${email}, invited as ViewerRevoke`);

      await invitation.getByRole('button', { name: 'Decline' }).click();
      await expect(invitation).toHaveCount(0);
      await expect(page.getByTestId('publisher-membership')).toHaveCount(0);
      await ownerPage.reload();
      await expect(ownerPage.getByTestId('publisher-members').getByTestId('publisher-member')).toHaveCount(1);
      await expect(pending).toHaveCount(0);
      const { data } = await callApi<{ data: { invitations: unknown[] } }>(
        owner.idToken,
        'GET',
        `/publishers/${publisherId}/members`,
      );
      expect(data.invitations).toEqual([]);
    });
  },
);

/** Opens the link of the verification e-mail the Auth emulator keeps for `email` (it verifies on a plain GET). */
async function verifyThroughEmailLink(email: string): Promise<void> {
  const response = await fetch(`${stack.emulatorUrl}/emulator/v1/projects/${stack.config.firebaseProjectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  const link = oobCodes.find((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')?.oobLink;
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  expect((await fetch(link)).status).toBe(200);
}
