import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestXhr, jsonResponse } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAccount, sentBody, testProfile } from '../../testing/account.tsx';
import { ProfileSection } from './ProfileSection.tsx';

const AVATAR_URL = 'http://127.0.0.1:4569/reeltalk/avatars/u1.png?X-Amz-Signature=1';
const image = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  TestXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', TestXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Full Name', () => {
  it('refuses a name that breaks the sign-up rules without calling the server', async () => {
    const { fetch } = renderAccount(<ProfileSection />, { 'GET /api/users/profile': answer(testProfile()) });
    const field = await screen.findByDisplayValue('Ada Lovelace');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Full name must be at least 4 characters')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('saves the trimmed name and shows what the server kept', async () => {
    let saved = testProfile();
    const { fetch } = renderAccount(<ProfileSection />, {
      'GET /api/users/profile': () => jsonResponse(200, { success: true, data: saved }),
      'PATCH /api/users/profile': (init) => {
        saved = testProfile({ fullName: (JSON.parse(String(init?.body)) as { fullName: string }).fullName });
        return jsonResponse(200, { success: true, data: saved });
      },
    });
    const field = await screen.findByDisplayValue('Ada Lovelace');
    await userEvent.clear(field);
    await userEvent.type(field, '  Ada King  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Your name has been saved.')).toBeTruthy();
    expect(sentBody(fetch, 'PATCH http://api.test/api/users/profile')).toEqual({ fullName: 'Ada King' });
    expect(await screen.findByDisplayValue('Ada King')).toBeTruthy();
  });

  it("shows the server's refusal under the field", async () => {
    renderAccount(<ProfileSection />, {
      'GET /api/users/profile': answer(testProfile()),
      'PATCH /api/users/profile': () =>
        jsonResponse(400, {
          error: 'validation',
          message: 'Full name must contain at least 2 words with only letters',
        }),
    });
    const field = await screen.findByDisplayValue('Ada Lovelace');
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Full name must contain at least 2 words with only letters')).toBeTruthy();
  });
});

describe('Change Avatar', () => {
  async function openDialog() {
    renderAccount(<ProfileSection />, { 'GET /api/users/profile': answer(testProfile()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Change Avatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Avatar' });
    expect(within(dialog).getByText('PNG, JPG, GIF up to 5MB')).toBeTruthy();
    return dialog;
  }

  it('refuses a file that is not an image, and one over 5MB, before any upload', async () => {
    const dialog = await openDialog();
    const input = within(dialog).getByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [image('notes.txt', 'text/plain')] } });
    expect(within(dialog).getByTestId('avatar-error').textContent).toBe(
      'Please select a valid image file (PNG, JPG, GIF)',
    );
    fireEvent.change(input, { target: { files: [image('big.png', 'image/png', 5 * 1024 * 1024 + 1)] } });
    expect(within(dialog).getByTestId('avatar-error').textContent).toBe('File size must be less than 5MB');
    expect(within(dialog).getByRole('button', { name: 'Save Avatar' })).toHaveProperty('disabled', true);
    expect(TestXhr.sent).toHaveLength(0);
  });

  it('uploads a dropped image and tells the top bar its new address', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('avatarUpdated', listener);
    const dialog = await openDialog();
    fireEvent.drop(within(dialog).getByTestId('avatar-drop'), {
      dataTransfer: { files: [image('me.png', 'image/png')] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Avatar' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeTruthy();
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    const [upload] = TestXhr.sent;
    expect(upload?.url).toBe('http://api.test/api/users/avatar');
    expect((upload!.body!.get('avatar') as File).name).toBe('me.png');
    await act(async () => upload?.respond(200, { success: true, data: { url: AVATAR_URL } }));
    await vi.waitFor(() => expect(heard).toEqual([{ avatarUrl: AVATAR_URL }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    window.removeEventListener('avatarUpdated', listener);
  });

  it('keeps the dialog open with the failure when the server refuses the image', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByTestId('avatar-input'), { target: { files: [image('me.gif', 'image/gif')] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Avatar' }));
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    await act(async () =>
      TestXhr.sent[0]?.respond(415, {
        error: 'unsupported_media_type',
        message: 'The avatar must be a PNG, JPEG or GIF image.',
      }),
    );
    expect((await within(dialog).findByTestId('avatar-error')).textContent).toBe(
      'Failed to save avatar. Please try again. The avatar must be a PNG, JPEG or GIF image.',
    );
  });
});
