import { screen } from '@testing-library/react';
import { renderWithStore } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import AccountPage from './AccountPage.tsx';

describe('AccountPage', () => {
  it('shows its title with its state read from the shared store', () => {
    renderWithStore([{ path: '/app/account', element: <AccountPage /> }], '/app/account', vi.fn());
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.getByTestId('account-page').dataset.section).toBe('profile');
  });
});
