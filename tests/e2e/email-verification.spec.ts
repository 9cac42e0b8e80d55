import { TEST_PASSWORD, callApi, createUser, uniqueEmail } from './support/accounts.ts';
import { openAccountPage } from './support/account-page.ts';
import { expect, test } from './support/fixtures.ts';
import { stack } from './support/stack.ts';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The verification e-mails the Auth emulator has "sent" to `email` (it keeps each one's link instead of mailing it). */
async function verificationMails(email: string): Promise<OobCode[]> {
  const response = await fetch(`${stack.emulatorUrl}/emulator/v1/projects/${stack.config.firebaseProjectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

/** A publisher of another (verified) account that invites `email` as a viewer. */
async function inviteToPublisher(email: string): Promise<void> {
  const owner = await createUser({ fullName: 'Grace Hopper' });
  const { data } = await callApi<{ data: { publisherId: { _id: string } } }>(owner.idToken, 'POST', '/publishers', {
    name: 'Sea Books',
    plan: 'pro',
  });
  await callApi(owner.idToken, 'POST', `/publishers/${data.publisherId._id}/invitations`, {
    email,
    permission: 'viewer',
  });
}

test.describe('e-mail verification (issue 26)', { tag: ['@shell', '@mf-account'] }, () => {
  test('a new password account verifies its address from the account page, then may accept an invitation', async ({
    page,
  }) => {
    const email = uniqueEmail('verify');
    await page.goto('/signup');
    await page.getByTestId('signup-full-name').fill('Jane Austen');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill(TEST_PASSWORD);
    await page.getByTestId('signup-confirm-password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('signup-verification-note')).toHaveText(`We sent a verification e-mail to ${email}.`);
    await expect(page).toHaveURL('/app', { timeout: 10_000 });
    expect(await verificationMails(email)).toHaveLength(1);

    await inviteToPublisher(email);
    await openAccountPage(page);
    const verification = page.getByRole('group', { name: 'Email verification' });
    await expect(verification.getByTestId('email-verification-state')).toHaveText('Not verified');

    // The server refuses the invitation to an unverified address; the page says so and shows the way.
    const invitation = page.getByTestId('publisher-invitation');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('account-publishers').getByRole('alert')).toHaveText(
      'Please verify your e-mail address before accepting an invitation.',
    );
    await page.getByRole('link', { name: 'Verify your e-mail address on your account page' }).click();
    await expect(page).toHaveURL('/app/account#email-verification');
    await expect(verification).toBeInViewport();

    await verification.getByRole('button', { name: 'Send verification e-mail' }).click();
    await expect(verification.getByTestId('email-verification-outcome')).toHaveText(
      `Verification e-mail sent to ${email}. Open the link in it, then come back.`,
    );
    const mails = await verificationMails(email);
    expect(mails).toHaveLength(2);

    await verification.getByRole('button', { name: 'I have verified it' }).click();
    await expect(verification.getByTestId('email-verification-outcome')).toHaveText(
      'Your address is not verified yet. Open the link in the verification e-mail, then try again.',
    );

    // Opening the link in the e-mail: the emulator's action page verifies the address on a plain GET.
    expect((await fetch(mails[1]!.oobLink)).status).toBe(200);
    await verification.getByRole('button', { name: 'I have verified it' }).click();
    await expect(verification.getByTestId('email-verification-state')).toHaveText('Verified');
    await expect(verification.getByTestId('email-verification-outcome')).toHaveText('Your e-mail address is verified.');
    await expect(verification.getByRole('button')).toHaveCount(0);

    // The page's ID token now says so, and the server believes only the token.
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('publisher-membership')).toContainText('Sea Books');
  });
});
