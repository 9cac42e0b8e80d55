import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EXPORT_MESSAGES, VIDEO_KIND } from '@reeltalk/contracts';
import { TEST_PROJECT_ID, jsonResponse, testEventStream, testProject } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MIX_KEY,
  MIX_WAV_KEY,
  PROJECT_PATH,
  deferred,
  lastBody,
  mixedProject,
  renderExportStep,
} from '../../testing/export.tsx';

let saved: Array<{ href: string; download: string }>;
let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  saved = [];
  // What the browser would save: jsdom does not download, so the click of the temporary link is recorded.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

const DOWNLOAD_URL = 'https://s3.test/mix.mp3?response-content-disposition=attachment&sig=2';

/** Opens the download choice from its card. */
async function openChoice() {
  fireEvent.click(await screen.findByTestId('export-card-download'));
  return screen.findByTestId('download-dialog');
}

describe('the download choice', () => {
  it.each([
    ['download-mp3', MIX_KEY, 'The Whale.mp3'],
    ['download-wav', MIX_WAV_KEY, 'The Whale.wav'],
  ])('%s saves the mix from its download address under its name, never through a blob', async (choice, key, name) => {
    const { network } = renderExportStep(mixedProject(), {
      'POST /api/audio/download-url': () => jsonResponse(200, { url: DOWNLOAD_URL, name }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId(choice));

    await waitFor(() => expect(saved).toEqual([{ href: DOWNLOAD_URL, download: name }]));
    expect(lastBody(network, 'POST /api/audio/download-url')).toEqual({ s3Key: key });
    expect(screen.queryByTestId('download-dialog')).toBeNull();
    expect(document.querySelector('a[download]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('asks for the mix when only the narration exists', async () => {
    renderExportStep(mixedProject({}, { mix: null, mix_wav: null }));
    await openChoice();
    fireEvent.click(screen.getByTestId('download-mp3'));
    expect(alert).toHaveBeenCalledWith(EXPORT_MESSAGES.noMixedAudio);
    fireEvent.click(await screen.findByTestId('export-card-download'));
    fireEvent.click(screen.getByTestId('download-video'));
    expect(alert).toHaveBeenLastCalledWith(EXPORT_MESSAGES.noMixedAudio);
    expect(saved).toEqual([]);
  });

  it('asks for the audio generation when the project has no audio at all', async () => {
    renderExportStep(testProject());
    await openChoice();
    fireEvent.click(screen.getByTestId('download-wav'));
    expect(alert).toHaveBeenCalledWith(EXPORT_MESSAGES.noAudioForDownload);
  });

  it("alerts 'Download failed: …' with the server's message", async () => {
    renderExportStep(mixedProject(), {
      'POST /api/audio/download-url': () => jsonResponse(404, { error: 'not_found', message: 'Audio file not found.' }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-mp3'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Download failed: Audio file not found.'));
    expect(saved).toEqual([]);
  });

  it("renders the waveform video with the render's progress, then saves it", async () => {
    const events = testEventStream('video-2', TEST_PROJECT_ID);
    const render = deferred();
    renderExportStep(mixedProject(), {
      [`GET ${PROJECT_PATH}/events`]: () => events.response,
      [`POST ${PROJECT_PATH}/generate-waveform-video`]: render.route,
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-video'));

    const overlay = await screen.findByTestId('video-overlay');
    expect(overlay.textContent).toContain(EXPORT_MESSAGES.videoWait);
    expect(screen.getByRole('dialog', { name: EXPORT_MESSAGES.videoGenerating })).toBeTruthy();
    expect(screen.getByTestId('video-progress').textContent).toBe('10%');

    // The stream opens with an earlier video's end and a mix of the project: neither moves the bar.
    events.send({ jobId: 'video-1', kind: VIDEO_KIND, state: 'completed', percent: 100 });
    events.send({ jobId: 'mix-1', kind: 'mix', state: 'active', percent: 80 });
    events.send({ jobId: 'video-2', kind: VIDEO_KIND, state: 'active', percent: 42.4 });
    await waitFor(() => expect(screen.getByTestId('video-progress').textContent).toBe('42%'));
    events.send({ jobId: 'video-2', kind: VIDEO_KIND, state: 'active', percent: 30 });
    events.send({ jobId: 'video-2', kind: VIDEO_KIND, state: 'active', percent: 67 });
    await waitFor(() => expect(screen.getByTestId('video-progress').textContent).toBe('67%'));
    expect(saved).toEqual([]);

    const video = { url: 'https://s3.test/video.mp4?sig=3', name: 'The Whale.mp4' };
    await render.answer(jsonResponse(200, { videoFile: video }));
    await waitFor(() => expect(saved).toEqual([{ href: video.url, download: video.name }]));
    expect(screen.getByTestId('video-progress').textContent).toBe('100%');
    await waitFor(() => expect(screen.queryByTestId('video-overlay')).toBeNull(), { timeout: 3000 });
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts 'Video generation failed: …' and closes the overlay when the render fails", async () => {
    const events = testEventStream('video-3', TEST_PROJECT_ID);
    renderExportStep(mixedProject(), {
      [`GET ${PROJECT_PATH}/events`]: () => events.response,
      [`POST ${PROJECT_PATH}/generate-waveform-video`]: () =>
        jsonResponse(500, { error: 'internal', message: 'ffmpeg exited with code 1' }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-video'));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Video generation failed: ffmpeg exited with code 1'));
    expect(screen.queryByTestId('video-overlay')).toBeNull();
    expect(saved).toEqual([]);
  });
});
