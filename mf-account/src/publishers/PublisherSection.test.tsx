import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, setAuthUser, unverifiedAuthUser } from '@reeltalk/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { PUBLISHER_ID, answer, renderAccount, sentBody, testMembership } from '../../testing/account.tsx';
import { PublisherSection } from './PublisherSection.tsx';

const INVITATION_ID = '00000000-0000-4000-8000-0000000000d1';

describe('PublisherSection', () => {
  it('creates a publisher with its plan and lists the new membership', async () => {
    let memberships: unknown[] = [];
    const { fetch } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': () => jsonResponse(200, { success: true, data: memberships }),
      'GET /api/publishers/invitations/me': answer([]),
      'POST /api/publishers': () => {
        memberships = [
          testMembership({ publisherId: { _id: PUBLISHER_ID, name: 'Sea Books', planType: 'enterprise' } }),
        ];
        return jsonResponse(201, { success: true, data: memberships[0] });
      },
    });
    expect(await screen.findByText('No publisher accounts found')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Publisher Name'), '  Sea Books ');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'Enterprise Plan');
    await userEvent.click(screen.getByRole('button', { name: 'Create Publisher' }));
    expect((await screen.findByTestId('publisher-membership')).textContent).toBe('Sea BooksEnterprise PlanOwnerActive');
    expect(sentBody(fetch, 'POST http://api.test/api/publishers')).toEqual({ name: 'Sea Books', plan: 'enterprise' });
  });

  it('refuses a publisher without a name before calling the server', async () => {
    const { fetch } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([]),
      'GET /api/publishers/invitations/me': answer([]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Publisher' }));
    expect(screen.getByText('Publisher name is required')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('offers invitations only to owners and admins', async () => {
    renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([testMembership({ permissionLevel: 'editor' })]),
      'GET /api/publishers/invitations/me': answer([]),
    });
    await screen.findByTestId('publisher-membership');
    expect(screen.queryByLabelText('Member Email')).toBeNull();
  });

  it('invites a member by e-mail with a permission level, refusing an invalid address first', async () => {
    const { fetch } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([testMembership({ permissionLevel: 'admin' })]),
      'GET /api/publishers/invitations/me': answer([]),
      [`POST /api/publishers/${PUBLISHER_ID}/invitations`]: () =>
        jsonResponse(201, {
          success: true,
          data: { _id: INVITATION_ID, email: 'grace@reeltalk.dev', permission: 'editor', status: 'pending' },
        }),
    });
    const email = await screen.findByLabelText('Member Email');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(screen.getByLabelText('Permission')).queryByText('Owner')).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'Grace@ReelTalk.dev');
    await userEvent.selectOptions(screen.getByLabelText('Permission'), 'Editor');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to grace@reeltalk.dev.')).toBeTruthy();
    expect(sentBody(fetch, `POST http://api.test/api/publishers/${PUBLISHER_ID}/invitations`)).toEqual({
      email: 'grace@reeltalk.dev',
      permission: 'editor',
    });
  });

  it('accepts a pending invitation, which then shows as a membership', async () => {
    let accepted = false;
    renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': () =>
        jsonResponse(200, { success: true, data: accepted ? [testMembership({ permissionLevel: 'viewer' })] : [] }),
      'GET /api/publishers/invitations/me': () =>
        jsonResponse(200, {
          success: true,
          data: accepted
            ? []
            : [
                {
                  _id: INVITATION_ID,
                  publisher: { _id: PUBLISHER_ID, name: 'Sea Books' },
                  permission: 'viewer',
                  invitedBy: 'Ada Lovelace',
                },
              ],
        }),
      [`POST /api/publishers/invitations/${INVITATION_ID}/accept`]: () => {
        accepted = true;
        return jsonResponse(200, { success: true, data: testMembership({ permissionLevel: 'viewer' }) });
      },
    });
    const invitation = await screen.findByTestId('publisher-invitation');
    expect(invitation.textContent).toContain('Ada Lovelace invited you to Sea Books as Viewer');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('publisher-membership')).textContent).toBe('Sea BooksPro PlanViewerActive');
    expect(screen.queryByTestId('publisher-invitation')).toBeNull();
  });

  it("shows the server's refusal of an unverified address as it is, with a link to the verification", async () => {
    const refusal = 'Please verify your e-mail address before accepting an invitation.';
    act(() => setAuthUser(unverifiedAuthUser()));
    const { router } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([]),
      'GET /api/publishers/invitations/me': answer([
        {
          _id: INVITATION_ID,
          publisher: { _id: PUBLISHER_ID, name: 'Sea Books' },
          permission: 'viewer',
          invitedBy: 'Grace Hopper',
        },
      ]),
      [`POST /api/publishers/invitations/${INVITATION_ID}/accept`]: () =>
        jsonResponse(403, { error: 'forbidden', message: refusal }),
    });
    await userEvent.click(within(await screen.findByTestId('publisher-invitation')).getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await userEvent.click(screen.getByRole('link', { name: 'Verify your e-mail address on your account page' }));
    expect(router.state.location.hash).toBe('#email-verification');
    act(() => setAuthUser(null));
  });
});
