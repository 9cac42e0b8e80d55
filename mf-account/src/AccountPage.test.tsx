import { screen, within } from '@testing-library/react';
import { jsonResponse } from '@reeltalk/web-kit/testing';
import { describe, expect, it } from 'vitest';
import AccountPage from './AccountPage.tsx';
import { answer, renderAccount, testMembership, testProfile } from '../testing/account.tsx';

const noPublishers = {
  'GET /api/publishers/user/me': answer([]),
  'GET /api/publishers/invitations/me': answer([]),
};

describe('AccountPage', () => {
  it('shows the profile of an e-mail user with the password form and the Pilotly block', async () => {
    renderAccount(<AccountPage />, { 'GET /api/users/profile': answer(testProfile()), ...noPublishers });
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Ada Lovelace')).toBeTruthy();
    expect((screen.getByTestId('account-username') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('account-email') as HTMLInputElement).value).toBe('ada@reeltalk.dev');
    expect(screen.getByTestId('account-security')).toBeTruthy();
    const pilotly = screen.getByTestId('account-pilotly');
    expect(within(pilotly).getByText('Account Not Connected')).toBeTruthy();
    expect(within(pilotly).getByRole('button', { name: 'Connect Account' })).toBeTruthy();
  });

  it('shows a single-sign-on user their e-mail as username and no password form', async () => {
    renderAccount(<AccountPage />, {
      'GET /api/users/profile': answer(testProfile({ auth_type: 'sso', username: 'grace', email: 'g@reeltalk.dev' })),
      ...noPublishers,
    });
    expect(((await screen.findByTestId('account-username')) as HTMLInputElement).value).toBe('g@reeltalk.dev');
    expect(screen.queryByTestId('account-security')).toBeNull();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
  });

  it('lists publisher memberships as the spec shows them', async () => {
    renderAccount(<AccountPage />, {
      'GET /api/users/profile': answer(testProfile()),
      'GET /api/publishers/user/me': answer([
        testMembership(),
        testMembership({
          publisherId: { _id: '00000000-0000-4000-8000-0000000000c2', name: '', planType: 'enterprise' },
          permissionLevel: 'viewer',
        }),
      ]),
      'GET /api/publishers/invitations/me': answer([]),
    });
    const rows = await screen.findAllByTestId('publisher-membership');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sea BooksPro PlanOwnerActive',
      'Unknown PublisherEnterprise PlanViewerActive',
    ]);
  });

  it('says when there are no publisher accounts, and when they failed to load', async () => {
    const first = renderAccount(<AccountPage />, { 'GET /api/users/profile': answer(testProfile()), ...noPublishers });
    expect(await screen.findByText('No publisher accounts found')).toBeTruthy();
    first.unmount();

    renderAccount(<AccountPage />, {
      'GET /api/users/profile': answer(testProfile()),
      'GET /api/publishers/user/me': () => jsonResponse(500, { error: 'internal', message: 'Database unavailable' }),
      'GET /api/publishers/invitations/me': answer([]),
    });
    expect(await screen.findByText('Failed to load publisher information')).toBeTruthy();
    expect(screen.queryByText('No publisher accounts found')).toBeNull();
  });

  it('says the publishers are loading until they arrive', async () => {
    renderAccount(<AccountPage />, {
      'GET /api/users/profile': answer(testProfile()),
      'GET /api/publishers/user/me': () => new Promise<Response>(() => {}),
      'GET /api/publishers/invitations/me': answer([]),
    });
    expect(await screen.findByText('Loading publisher information...')).toBeTruthy();
  });
});
