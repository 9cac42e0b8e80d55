import { act, screen, waitFor, within } from '@testing-library/react';
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
    await userEvent.click(
      within(await screen.findByTestId('publisher-invitation')).getByRole('button', { name: 'Accept' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await userEvent.click(screen.getByRole('link', { name: 'Verify your e-mail address on your account page' }));
    expect(router.state.location.hash).toBe('#email-verification');
    act(() => setAuthUser(null));
  });

  it('declines a pending invitation, which is then gone', async () => {
    let declined = false;
    const { fetch } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([]),
      'GET /api/publishers/invitations/me': () =>
        jsonResponse(200, {
          success: true,
          data: declined
            ? []
            : [
                {
                  _id: INVITATION_ID,
                  publisher: { _id: PUBLISHER_ID, name: 'Sea Books' },
                  permission: 'editor',
                  invitedBy: 'Ada Lovelace',
                },
              ],
        }),
      [`POST /api/publishers/invitations/${INVITATION_ID}/decline`]: () => {
        declined = true;
        return jsonResponse(200, { success: true });
      },
    });
    const invitation = await screen.findByTestId('publisher-invitation');
    expect(
      screen.getByText('Accept to see the projects its owner assigns to the publisher, in your library.'),
    ).toBeTruthy();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByTestId('publisher-invitation')).toBeNull());
    expect(fetch).toHaveBeenCalledWith(
      `http://api.test/api/publishers/invitations/${INVITATION_ID}/decline`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows what each level can do once the user belongs to a publisher', async () => {
    renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([testMembership({ permissionLevel: 'viewer' })]),
      'GET /api/publishers/invitations/me': answer([]),
    });
    const guide = await screen.findByTestId('publisher-roles');
    expect(
      within(guide)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual([
      'Listen, comment, edit, narrate and mix; manage members, share, assign and delete projects',
      'Listen, comment, edit, narrate and mix; manage members, share, assign and delete projects',
      'Listen, comment, edit, narrate and mix',
      'Listen and comment',
    ]);
    // A viewer manages no one.
    expect(screen.queryByTestId('publisher-members')).toBeNull();
  });

  it("lets an admin change a member's level, remove a member after asking, and revoke an invitation", async () => {
    const ada = { userId: '00000000-0000-4000-8000-0000000000a1', fullName: 'Ada Lovelace', email: 'ada@reeltalk.dev' };
    const grace = {
      userId: '00000000-0000-4000-8000-0000000000a2',
      fullName: 'Grace Hopper',
      email: 'grace@reeltalk.dev',
    };
    let members = [
      { ...ada, permission: 'owner' },
      { ...grace, permission: 'editor' },
    ];
    let invitations = [{ _id: INVITATION_ID, email: 'mary@reeltalk.dev', permission: 'viewer', status: 'pending' }];
    const base = `/api/publishers/${PUBLISHER_ID}`;
    const { fetch } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([testMembership({ permissionLevel: 'admin' })]),
      'GET /api/publishers/invitations/me': answer([]),
      [`GET ${base}/members`]: () => jsonResponse(200, { success: true, data: { members, invitations } }),
      [`PUT ${base}/members/${grace.userId}`]: (init) => {
        const { permission } = JSON.parse(String(init?.body)) as { permission: string };
        members = members.map((member) => (member.userId === grace.userId ? { ...member, permission } : member));
        return jsonResponse(200, { success: true });
      },
      [`DELETE ${base}/members/${grace.userId}`]: () => {
        members = members.filter((member) => member.userId !== grace.userId);
        return jsonResponse(200, { success: true });
      },
      [`DELETE ${base}/invitations/${INVITATION_ID}`]: () => {
        invitations = [];
        return jsonResponse(200, { success: true });
      },
    });
    const list = await screen.findByTestId('publisher-members');
    expect(within(list).getByRole('heading', { level: 3 }).textContent).toBe('Members of Sea Books');
    await within(list).findAllByTestId('publisher-member');
    const rows = () => within(list).getAllByTestId('publisher-member');
    // The owner's level is fixed and the owner cannot be removed.
    expect(within(rows()[0]!).queryByRole('combobox')).toBeNull();
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    expect(rows()[0]!.textContent).toBe('Ada Lovelaceada@reeltalk.devOwner');

    await userEvent.selectOptions(within(list).getByLabelText('Level: Grace Hopper'), 'Viewer');
    expect(sentBody(fetch, `PUT http://api.test${base}/members/${grace.userId}`)).toEqual({ permission: 'viewer' });
    await waitFor(() =>
      expect((within(list).getByLabelText('Level: Grace Hopper') as HTMLSelectElement).value).toBe('viewer'),
    );

    expect(within(list).getByTestId('publisher-pending-invitation').textContent).toBe(
      'mary@reeltalk.dev, invited as ViewerRevoke',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(list).queryByTestId('publisher-pending-invitation')).toBeNull());

    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Remove' }));
    const question = within(rows()[1]!).getByRole('group', { name: 'Remove' });
    expect(question.textContent).toContain('Remove Grace Hopper from Sea Books? They lose its projects at once.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(rows()[1]!).queryByRole('group')).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith(
      `http://api.test${base}/members/${grace.userId}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(within(rows()[1]!).getByRole('group')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it("gives each manager the controls their level may use: admins are the owner's to re-level, remove and invite", async () => {
    const HILL_ID = '00000000-0000-4000-8000-0000000000b2';
    const person = (n: number, fullName: string, permission: string) => ({
      userId: `00000000-0000-4000-8000-0000000000a${n}`,
      fullName,
      email: `${fullName.split(' ')[0]!.toLowerCase()}@reeltalk.dev`,
      permission,
    });
    const staff = { invitations: [] };
    renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([
        testMembership({ permissionLevel: 'owner' }),
        testMembership({
          publisherId: { _id: HILL_ID, name: 'Hill Press', planType: 'pro' },
          permissionLevel: 'admin',
        }),
      ]),
      'GET /api/publishers/invitations/me': answer([]),
      [`GET /api/publishers/${PUBLISHER_ID}/members`]: answer({
        ...staff,
        members: [person(1, 'Ada Lovelace', 'owner'), person(2, 'Alan Turing', 'admin')],
      }),
      [`GET /api/publishers/${HILL_ID}/members`]: answer({
        ...staff,
        members: [
          person(3, 'Olive Owner', 'owner'),
          person(1, 'Ada Lovelace', 'admin'),
          person(4, 'Abel Admin', 'admin'),
          person(5, 'Edith Editor', 'editor'),
        ],
      }),
    });
    const lists = await screen.findAllByTestId('publisher-members');
    const [own, hill] = lists.map((list) => within(list));
    const levels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);

    // The owner manages the admin: every level and Remove.
    expect(levels(await own!.findByLabelText('Level: Alan Turing'))).toEqual(['Admin', 'Editor', 'Viewer']);
    expect(own!.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);

    // An admin sees the owner and the admins (themselves too) as they are, and manages only the editor.
    await hill!.findByLabelText('Level: Edith Editor');
    const rows = hill!.getAllByTestId('publisher-member');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Olive Ownerolive@reeltalk.devOwner',
      'Ada Lovelaceada@reeltalk.devAdmin',
      'Abel Adminabel@reeltalk.devAdmin',
      expect.stringContaining('Edith Editor'),
    ]);
    for (const row of rows.slice(0, 3)) {
      expect(within(row).queryByRole('combobox')).toBeNull();
      expect(within(row).queryByRole('button')).toBeNull();
    }
    expect(levels(hill!.getByLabelText('Level: Edith Editor'))).toEqual(['Editor', 'Viewer']);
    expect(within(rows[3]!).getByRole('button', { name: 'Remove' })).toBeTruthy();

    // Inviting offers the levels the user may give in the publisher picked.
    expect(levels(screen.getByLabelText('Permission'))).toEqual(['Admin', 'Editor', 'Viewer']);
    await userEvent.selectOptions(screen.getByLabelText('Permission'), 'Admin');
    await userEvent.selectOptions(screen.getByLabelText('Publisher'), 'Hill Press');
    expect(levels(screen.getByLabelText('Permission'))).toEqual(['Editor', 'Viewer']);
    expect((screen.getByLabelText('Permission') as HTMLSelectElement).value).toBe('viewer');
  });

  it("shows the server's refusal of a member change", async () => {
    const grace = {
      userId: '00000000-0000-4000-8000-0000000000a2',
      fullName: 'Grace Hopper',
      email: 'grace@reeltalk.dev',
    };
    const base = `/api/publishers/${PUBLISHER_ID}`;
    renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': answer([testMembership({ permissionLevel: 'owner' })]),
      'GET /api/publishers/invitations/me': answer([]),
      [`GET ${base}/members`]: answer({ members: [{ ...grace, permission: 'editor' }], invitations: [] }),
      [`PUT ${base}/members/${grace.userId}`]: () =>
        jsonResponse(404, { error: 'not_found', message: 'Member not found.' }),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Level: Grace Hopper'), 'Admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Member not found.');
  });

  it('reads the memberships again each time the page opens, so a publisher closed since is no longer shown Active', async () => {
    let memberships = [testMembership({ permissionLevel: 'editor' })];
    const { router } = renderAccount(<PublisherSection />, {
      'GET /api/publishers/user/me': () => jsonResponse(200, { success: true, data: memberships }),
      'GET /api/publishers/invitations/me': answer([]),
    });
    expect((await screen.findByTestId('publisher-membership')).textContent).toBe('Sea BooksPro PlanEditorActive');
    // Its owner deletes their account, and the publisher with it, while the member is elsewhere in the app.
    memberships = [];
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/app/account'));
    expect(await screen.findByText('No publisher accounts found')).toBeTruthy();
    expect(screen.queryByTestId('publisher-membership')).toBeNull();
  });
});
