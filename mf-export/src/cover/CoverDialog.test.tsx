import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { COVER_FILE_MESSAGES, EXPORT_MESSAGES } from '@reeltalk/contracts';
import { TestXhr, jsonResponse } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COVER_KEY,
  PROJECT_PATH,
  lastBody,
  mixedProject,
  renderExportStep,
  requestsOf,
} from '../../testing/export.tsx';
import { reloadPage } from './reloadPage.ts';

vi.mock('./reloadPage.ts', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  TestXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', TestXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:chosen', revokeObjectURL: () => {} }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
  vi.restoreAllMocks();
});

const TITLE_REFUSED = 'Audio title must be 1 to 100 characters and not blank';

const image = (type = 'image/png', bytes = 2048) => new File([new Uint8Array(bytes)], 'cover.png', { type });
const choose = (file: File) =>
  act(() => void fireEvent.change(screen.getByTestId('cover-file'), { target: { files: [file] } }));
const saveButton = () => screen.getByTestId('cover-save') as HTMLButtonElement;
const titleInput = () => screen.getByTestId('cover-title') as HTMLInputElement;

/** The step with the dialog open from the pencil on the cover; PATCH answers the project with what was sent. */
async function openDialog(
  project = mixedProject({ videoInfo: { video_title_caption: 'The Whale' } }),
  patchStatus = 200,
) {
  const step = renderExportStep(project, {
    [`PATCH ${PROJECT_PATH}`]: () =>
      patchStatus === 200
        ? jsonResponse(200, { success: true, data: project })
        : jsonResponse(patchStatus, { error: 'bad_request', message: TITLE_REFUSED }),
  });
  fireEvent.click(await screen.findByTestId('player-cover-edit'));
  expect(screen.getByRole('dialog', { name: EXPORT_MESSAGES.editCoverTitle })).toBeTruthy();
  return step;
}

describe('Edit Cover Art & Title', () => {
  it("offers 'Upload Image' without a cover and 'Change Image' with one, the title filled in", async () => {
    await openDialog();
    expect(screen.getByText(EXPORT_MESSAGES.uploadImage)).toBeTruthy();
    expect(titleInput().value).toBe('The Whale');
    expect((screen.getByTestId('cover-file') as HTMLInputElement).accept).toBe('image/png,image/jpeg,image/webp');

    choose(image());
    expect(screen.getByText(EXPORT_MESSAGES.changeImage)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chosen cover image' }).getAttribute('src')).toBe('blob:chosen');
  });

  it('says Change Image when the project already has a cover', async () => {
    await openDialog(mixedProject({ videoInfo: { cover_art: COVER_KEY } }));
    await waitFor(() => expect(screen.getByText(EXPORT_MESSAGES.changeImage)).toBeTruthy());
  });

  it('refuses a file that is not a PNG, JPEG or WebP, or is over 5 MB, before anything is sent', async () => {
    await openDialog();
    choose(image('application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(COVER_FILE_MESSAGES.type);
    choose(image('image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(COVER_FILE_MESSAGES.size);
    expect(screen.queryByRole('img', { name: 'Chosen cover image' })).toBeNull();
    expect(TestXhr.sent).toHaveLength(0);
  });

  it('holds at most 100 characters, counts them, and keeps Save disabled while the title is blank', async () => {
    await openDialog();
    expect(titleInput().maxLength).toBe(100);
    expect(screen.getByText('9/100')).toBeTruthy();
    fireEvent.change(titleInput(), { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(titleInput(), { target: { value: 'x'.repeat(100) } });
    expect(screen.getByText('100/100')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it("uploads the chosen image, then saves the title; 'Saving...', 'Saved!', and a second later the page reloads", async () => {
    const { network } = await openDialog();
    choose(image());
    fireEvent.change(titleInput(), { target: { value: '  Moby Dick, Abridged ' } });
    fireEvent.click(saveButton());
    expect(saveButton().textContent).toBe(EXPORT_MESSAGES.saving);

    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    const [upload] = TestXhr.sent;
    expect([upload!.method, upload!.url]).toEqual(['POST', `http://api.test${PROJECT_PATH}/cover`]);
    expect((upload!.body!.get('image') as File).type).toBe('image/png');
    expect(requestsOf(network)).not.toContain(`PATCH ${PROJECT_PATH}`);
    upload!.respond(200, { success: true, data: mixedProject() });

    await waitFor(() => expect(saveButton().textContent).toBe(EXPORT_MESSAGES.saved));
    expect(lastBody(network, `PATCH ${PROJECT_PATH}`)).toEqual({
      'videoInfo.video_title_caption': 'Moby Dick, Abridged',
      lastModified: expect.any(String),
    });
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(screen.queryByTestId('cover-dialog')).toBeNull();
  });

  it('saves only the title when no image was chosen', async () => {
    const { network } = await openDialog();
    fireEvent.change(titleInput(), { target: { value: 'Call Me Ishmael' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe(EXPORT_MESSAGES.saved));
    expect(TestXhr.sent).toHaveLength(0);
    expect(lastBody(network, `PATCH ${PROJECT_PATH}`)).toMatchObject({
      'videoInfo.video_title_caption': 'Call Me Ishmael',
    });
  });

  it("alerts 'Failed to save changes: …' when the image is refused, and keeps the dialog open", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { network } = await openDialog();
    choose(image());
    fireEvent.click(saveButton());
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    TestXhr.sent[0]!.respond(415, { error: 'unsupported_media_type', message: COVER_FILE_MESSAGES.type });

    await waitFor(() => expect(alert).toHaveBeenCalledWith(`Failed to save changes: ${COVER_FILE_MESSAGES.type}`));
    expect(saveButton().textContent).toBe(EXPORT_MESSAGES.saveChanges);
    expect(screen.getByTestId('cover-dialog')).toBeTruthy();
    expect(requestsOf(network)).not.toContain(`PATCH ${PROJECT_PATH}`);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("alerts 'Failed to save changes: …' with the server's message when the title is refused", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await openDialog(undefined, 400);
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Failed to save changes: Audio title must be 1 to 100 characters and not blank',
      ),
    );
    expect(screen.getByTestId('cover-dialog')).toBeTruthy();
  });
});
