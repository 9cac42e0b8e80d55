import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUDIO_MESSAGES, EXPORT_MESSAGES, PROJECT_MESSAGES } from '@reeltalk/contracts';
import { announceStepAction } from '@reeltalk/web-kit';
import { TEST_PROJECT_ID, jsonResponse, testProject } from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COVER_KEY,
  MIX_KEY,
  PROJECT_PATH,
  VOCAL_KEY,
  mixedProject,
  presignRoute,
  renderExportStep,
  signed,
} from '../testing/export.tsx';
import { answerData, testComment } from '../testing/share.ts';

afterEach(() => vi.restoreAllMocks());

const audioSrc = async () => {
  await screen.findByTestId('export-player');
  return waitFor(() => {
    const src = screen.getByTestId('export-player').querySelector('audio')?.getAttribute('src');
    if (!src) throw new Error('no source yet');
    return src;
  });
};

describe('ExportStep', () => {
  it('shows the Project Summary of the open project', async () => {
    renderExportStep(mixedProject({ emotions: ['Joyful', 'Worried'] }));

    expect(screen.getByRole('heading', { name: 'Preview & Export' })).toBeTruthy();
    expect(await screen.findByTestId('project-summary')).toBeTruthy();
    expect(screen.getByTestId('summary-voice').textContent).toBe('Default');
    expect(screen.getByTestId('summary-duration').textContent).toBe('3:05 minutes');
    expect(screen.getByTestId('summary-music-zones').textContent).toBe('2 segment(s)');
    expect(screen.getByTestId('summary-emotions').textContent).toBe('Joyful, Worried');
  });

  it('names the emotions the narration was read with, not a choice saved since without narrating again', async () => {
    renderExportStep(mixedProject({ emotions: ['Angry'] }, { vocal_emotions: ['Joyful', 'Worried'] }));
    expect((await screen.findByTestId('summary-emotions')).textContent).toBe('Joyful, Worried');
  });

  it("shows the server's message with a Retry when the project cannot be loaded", async () => {
    renderExportStep(testProject(), {
      [`GET ${PROJECT_PATH}`]: () => jsonResponse(404, { error: 'not_found', message: PROJECT_MESSAGES.notFound }),
    });

    expect((await screen.findByRole('alert')).textContent).toContain(PROJECT_MESSAGES.notFound);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByTestId('project-summary')).toBeNull();
  });

  it('plays the mix, presigned, with the title and the cover of the project', async () => {
    renderExportStep(mixedProject({ videoInfo: { cover_art: COVER_KEY, video_title_caption: 'The Whale' } }));

    expect(await audioSrc()).toBe(signed(MIX_KEY));
    expect(screen.getByTestId('player-title').textContent).toBe('The Whale');
    expect((await screen.findByRole('img', { name: 'Cover art of The Whale' })).getAttribute('src')).toBe(
      signed(COVER_KEY),
    );
    expect(screen.getByTestId('player-total').textContent).toBe('03:05');
    expect(screen.queryByTestId('audio-not-available')).toBeNull();
  });

  it("plays the narration when nothing was mixed yet, and says the final audio needs the soundtrack step's mix", async () => {
    renderExportStep(mixedProject({}, { mix: null, mix_wav: null }));

    expect(await audioSrc()).toBe(signed(VOCAL_KEY));
    const missing = screen.getByTestId('audio-not-available');
    expect(missing.textContent).toBe(`${AUDIO_MESSAGES.notAvailable}${EXPORT_MESSAGES.mixNeeded}`);
    // Without a cover title, the project's name: the title the shared page, the video and the files have.
    expect(screen.getByTestId('player-title').textContent).toBe('Moby Dick');
  });

  it('says the voice must be generated first when the project has no audio at all', async () => {
    renderExportStep(testProject());

    const missing = await screen.findByTestId('audio-not-available');
    expect(missing.textContent).toBe(`${AUDIO_MESSAGES.notAvailable}${EXPORT_MESSAGES.voiceNeeded}`);
    expect(screen.queryByTestId('export-player')).toBeNull();
  });

  it('shows the default cover when the cover cannot be signed, and only logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusedCover = `${COVER_KEY}.refused`;
    renderExportStep(mixedProject({ videoInfo: { cover_art: refusedCover } }), {
      'POST /api/audio/presigned-urls': presignRoute([refusedCover]),
    });

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Cover art could not be shown: Audio file not found.'));
    expect(screen.getByRole('img', { name: 'Default cover art' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the audio cannot be played when its address is refused', async () => {
    // Addresses are cached for the page's life, so this mix is one no other test signed.
    const refusedMix = `${MIX_KEY}.refused`;
    renderExportStep(mixedProject({}, { mix: refusedMix }), {
      'POST /api/audio/presigned-urls': presignRoute([refusedMix]),
    });

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load audio file: Audio file not found.');
  });

  it("takes the bottom bar's Download over on this step only, opening the download choice", async () => {
    renderExportStep(mixedProject());
    await screen.findByTestId('export-player');

    expect(announceStepAction({ step: 'soundtrack', action: 'download', projectId: TEST_PROJECT_ID })).toBe(true);
    expect(announceStepAction({ step: 'export', action: 'continue', projectId: TEST_PROJECT_ID })).toBe(true);
    expect(screen.queryByTestId('download-dialog')).toBeNull();

    expect(announceStepAction({ step: 'export', action: 'download', projectId: TEST_PROJECT_ID })).toBe(false);
    expect(await screen.findByTestId('download-dialog')).toBeTruthy();
  });
});

describe('ExportStep: listeners and sharing', () => {
  const comments = [
    testComment({ _id: '00000000-0000-4000-8000-0000000000e1', atSeconds: 40, text: 'Lovely voice' }),
    testComment({ _id: '00000000-0000-4000-8000-0000000000e2', atSeconds: 150, name: null, text: 'Music too loud' }),
  ];

  it("draws the listeners' comments on the player's bar and plays from a comment clicked in the list", async () => {
    renderExportStep(mixedProject(), { [`GET ${PROJECT_PATH}/comments`]: answerData(() => comments) });
    const audio = (await screen.findByTestId('export-player')).querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { get: () => 200 });
    // The player starts over when its source arrives: its metadata counts only after that.
    await waitFor(() => expect(audio.getAttribute('src')).toBeTruthy());
    fireEvent(audio, new Event('loadedmetadata'));

    await waitFor(() =>
      expect(screen.getAllByTestId('comment-marker').map((marker) => marker.style.left)).toEqual(['20%', '75%']),
    );
    const items = screen.getAllByTestId('comment-item');
    expect(items).toHaveLength(2);

    fireEvent.click(items[1]!);
    expect(audio.currentTime).toBe(150);
    expect(screen.getByTestId('player-current').textContent).toBe('02:30');
  });

  it('opens the share dialog from the shareable-link card, and with feedback on from the feedback-study card', async () => {
    renderExportStep(mixedProject(), { [`GET ${PROJECT_PATH}/share`]: answerData(() => []) });

    fireEvent.click(await screen.findByTestId('export-card-share'));
    expect(await screen.findByTestId('share-dialog')).toBeTruthy();
    expect((screen.getByTestId('share-feedback') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('share-dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('export-card-feedback'));
    expect(await screen.findByTestId('share-dialog')).toBeTruthy();
    expect((screen.getByTestId('share-feedback') as HTMLInputElement).checked).toBe(true);
  });
});
