import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../../testing/account.tsx';
import { SecurityForm } from './SecurityForm.tsx';

const identity = vi.hoisted(() => ({ changePassword: vi.fn(async (_current: string, _next: string) => {}) }));
vi.mock('@reeltalk/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@reeltalk/web-kit')>()),
  changePassword: identity.changePassword,
}));

async function fill(current: string, next: string, confirm: string) {
  renderAccount(<SecurityForm />, {});
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('SecurityForm', () => {
  beforeEach(() => identity.changePassword.mockReset());

  it('shows the required messages of an empty form and changes nothing', async () => {
    await fill('', '', '');
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your new password')).toBeTruthy();
    expect(identity.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab1', 'Ab1', 'Password must be at least 8 characters long'],
    [
      'alllowercase1',
      'alllowercase1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Narrate2025', 'Narrate2026', 'Passwords do not match'],
  ])('refuses new %j / confirm %j with the rule it breaks', async (next, confirm, message) => {
    await fill('Narrate#2024', next, confirm);
    expect(screen.getByText(message)).toBeTruthy();
    expect(identity.changePassword).not.toHaveBeenCalled();
  });

  it('proves the current password and sets the new one, then empties the form', async () => {
    await fill('Narrate#2024', 'Narrate2026', 'Narrate2026');
    expect(identity.changePassword).toHaveBeenCalledWith('Narrate#2024', 'Narrate2026');
    expect((await screen.findByTestId('password-outcome')).textContent).toBe('Password updated successfully!');
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
  });

  it('says the current password is wrong when the identity provider refuses it', async () => {
    identity.changePassword.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    await fill('Wrong#2024', 'Narrate2026', 'Narrate2026');
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(screen.queryByTestId('password-outcome')).toBeNull();
    expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe('Narrate2026');
  });

  it("shows the form's failure text for any other refusal", async () => {
    identity.changePassword.mockRejectedValueOnce(new Error('Firebase: Error (auth/network-request-failed).'));
    await fill('Narrate#2024', 'Narrate2026', 'Narrate2026');
    expect((await screen.findByTestId('password-outcome')).textContent).toBe(
      'Failed to update password. Please try again.',
    );
  });
});
