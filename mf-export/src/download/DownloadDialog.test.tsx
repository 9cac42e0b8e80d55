import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EXPORT_MESSAGES, JOB_KINDS } from '@reeltalk/contracts';
import { TEST_PROJECT_ID, jsonResponse, testProject } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TEXTS } from '../exportTexts.ts';
import {
  MIX_KEY,
  MIX_WAV_KEY,
  PROJECT_PATH,
  deferred,
  lastBody,
  mixAnswer,
  mixedProject,
  projectEvents,
  renderExportStep,
  requestsOf,
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

  it.each([
    ['download-srt', 'transcript.srt', 'The Whale.srt'],
    ['download-vtt', 'transcript.vtt', 'The Whale.vtt'],
  ])('%s saves the narration’s subtitles from their download address', async (choice, file, name) => {
    const narration = `projects/${TEST_PROJECT_ID}/narration/assembled/a1/`;
    const document = { name: 'whale.txt', file: 'whale.txt', transcript: `${narration}transcript.srt` };
    const { network } = renderExportStep(
      mixedProject({ source_document: { ...document, subtitles: `${narration}transcript.vtt` } }),
      { 'POST /api/audio/download-url': () => jsonResponse(200, { url: DOWNLOAD_URL, name }) },
    );
    await openChoice();
    fireEvent.click(screen.getByTestId(choice));
    await waitFor(() => expect(saved).toEqual([{ href: DOWNLOAD_URL, download: name }]));
    expect(lastBody(network, 'POST /api/audio/download-url')).toEqual({ s3Key: `${narration}${file}` });
    expect(alert).not.toHaveBeenCalled();
  });

  it('says the subtitles come with a narration when the project’s narration has none', async () => {
    renderExportStep(mixedProject({ source_document: { name: 'whale.txt', file: 'whale.txt' } }));
    await openChoice();
    fireEvent.click(screen.getByTestId('download-vtt'));
    expect(alert).toHaveBeenCalledWith(EXPORT_TEXTS.noSubtitles);
    expect(saved).toEqual([]);
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
    const events = projectEvents();
    const render = deferred();
    renderExportStep(mixedProject(), {
      [`GET ${PROJECT_PATH}/events`]: events.route,
      [`POST ${PROJECT_PATH}/generate-waveform-video`]: render.route,
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-video'));

    const overlay = await screen.findByTestId('video-overlay');
    expect(overlay.textContent).toContain(EXPORT_MESSAGES.videoWait);
    expect(screen.getByRole('dialog', { name: EXPORT_MESSAGES.videoGenerating })).toBeTruthy();
    expect(screen.getByTestId('video-progress').textContent).toBe('10%');

    // The stream opens with an earlier video's end and a mix of the project: neither moves the bar.
    events.send({ jobId: 'video-1', kind: JOB_KINDS.waveformVideo, state: 'done', percent: 100 });
    events.send({ jobId: 'mix-1', kind: 'mix', state: 'running', percent: 80 });
    events.send({ jobId: 'video-2', kind: JOB_KINDS.waveformVideo, state: 'running', percent: 42.4 });
    await waitFor(() => expect(screen.getByTestId('video-progress').textContent).toBe('42%'));
    events.send({ jobId: 'video-2', kind: JOB_KINDS.waveformVideo, state: 'running', percent: 30 });
    events.send({ jobId: 'video-2', kind: JOB_KINDS.waveformVideo, state: 'running', percent: 67 });
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
    renderExportStep(mixedProject(), {
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

describe('a download after the project changed since its mix (a new title, say)', () => {
  const NEW_MIX_KEY = `projects/${TEST_PROJECT_ID}/mix/f2.mp3`;
  const NEW_WAV_KEY = `projects/${TEST_PROJECT_ID}/mix/f2.wav`;
  const mixPath = `POST ${PROJECT_PATH}/mix-audio`;
  const updating = () => ({
    stage: screen.getByTestId('update-stage').textContent,
    percent: screen.getByTestId('update-progress').textContent,
  });

  it.each([
    ['download-mp3', NEW_MIX_KEY, 'The Whale.mp3'],
    ['download-wav', NEW_WAV_KEY, 'The Whale.wav'],
  ])(
    '%s asks for the mix first, shows it being made again, then saves the file it answers',
    async (choice, key, name) => {
      const events = projectEvents();
      const mix = deferred();
      const { network } = renderExportStep(mixedProject(), {
        [`GET ${PROJECT_PATH}/events`]: events.route,
        [mixPath]: mix.route,
        'POST /api/audio/download-url': () => jsonResponse(200, { url: DOWNLOAD_URL, name }),
      });
      await openChoice();
      const projectReads = requestsOf(network).filter((request) => request === `GET ${PROJECT_PATH}`).length;
      fireEvent.click(screen.getByTestId(choice));
      await waitFor(() => expect(requestsOf(network)).toContain(mixPath));

      events.send({ jobId: 'mix-2', kind: JOB_KINDS.mix, state: 'queued', stage: 'Waiting to start...', percent: 0 });
      const overlay = await screen.findByTestId('update-overlay');
      expect(screen.getByRole('dialog', { name: 'Updating Your Audiobook' })).toBeTruthy();
      expect(overlay.textContent).toContain('Updating your files with your latest changes, such as a new title');
      expect(updating()).toEqual({ stage: 'Preparing audio export...', percent: '0%' });
      events.send({
        jobId: 'mix-2',
        kind: JOB_KINDS.mix,
        state: 'running',
        stage: 'Processing audio files...',
        percent: 61.6,
      });
      await waitFor(() => expect(updating()).toEqual({ stage: 'Processing audio files...', percent: '62%' }));
      expect(requestsOf(network)).not.toContain('POST /api/audio/download-url');

      await mix.answer(jsonResponse(200, mixAnswer(NEW_MIX_KEY, NEW_WAV_KEY, false)));
      await waitFor(() => expect(saved).toEqual([{ href: DOWNLOAD_URL, download: name }]));
      expect(lastBody(network, 'POST /api/audio/download-url')).toEqual({ s3Key: key });
      expect(screen.queryByTestId('update-overlay')).toBeNull();
      // The project is read again, so the player plays the mix that was downloaded.
      await waitFor(() =>
        expect(requestsOf(network).filter((request) => request === `GET ${PROJECT_PATH}`)).toHaveLength(
          projectReads + 1,
        ),
      );
      expect(alert).not.toHaveBeenCalled();
    },
  );

  it('shows nothing more when the stored mix is current: the mix answers at once and its file downloads', async () => {
    const { network } = renderExportStep(mixedProject(), {
      'POST /api/audio/download-url': () => jsonResponse(200, { url: DOWNLOAD_URL, name: 'The Whale.mp3' }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-mp3'));

    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = requestsOf(network);
    expect(asked).toContain(mixPath);
    expect(asked.indexOf(mixPath)).toBeLessThan(asked.indexOf('POST /api/audio/download-url'));
    expect(lastBody(network, 'POST /api/audio/download-url')).toEqual({ s3Key: MIX_KEY });
    expect(screen.queryByTestId('update-overlay')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('renders the waveform video from the mix made again', async () => {
    const events = projectEvents();
    const mix = deferred();
    const video = { url: 'https://s3.test/video.mp4?sig=4', name: 'The Whale.mp4' };
    const { network } = renderExportStep(mixedProject(), {
      [`GET ${PROJECT_PATH}/events`]: events.route,
      [mixPath]: mix.route,
      [`POST ${PROJECT_PATH}/generate-waveform-video`]: () => jsonResponse(200, { videoFile: video }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-video'));
    await waitFor(() => expect(requestsOf(network)).toContain(mixPath));
    events.send({
      jobId: 'mix-3',
      kind: JOB_KINDS.mix,
      state: 'running',
      stage: 'Processing audio files...',
      percent: 40,
    });
    expect(await screen.findByTestId('update-overlay')).toBeTruthy();
    expect(requestsOf(network)).not.toContain(`POST ${PROJECT_PATH}/generate-waveform-video`);

    await mix.answer(jsonResponse(200, mixAnswer(NEW_MIX_KEY, NEW_WAV_KEY, false)));
    await waitFor(() => expect(saved).toEqual([{ href: video.url, download: video.name }]));
    expect(screen.getByTestId('video-progress').textContent).toBe('100%');
    expect(screen.queryByTestId('update-overlay')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    ['download-wav', 'Download failed: The audio mix failed.'],
    ['download-video', 'Video generation failed: The audio mix failed.'],
  ])("%s alerts the mix's failure and saves nothing", async (choice, message) => {
    const { network } = renderExportStep(mixedProject(), {
      [mixPath]: () => jsonResponse(422, { error: 'unprocessable', message: 'The audio mix failed.' }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId(choice));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(saved).toEqual([]);
    expect(requestsOf(network)).not.toContain('POST /api/audio/download-url');
    expect(requestsOf(network)).not.toContain(`POST ${PROJECT_PATH}/generate-waveform-video`);
    expect(screen.queryByTestId('update-overlay')).toBeNull();
    expect(screen.queryByTestId('video-overlay')).toBeNull();
  });

  it('saves the stored mix for a member who may only listen, whom the server does not let mix', async () => {
    const { network } = renderExportStep(mixedProject(), {
      [mixPath]: () => jsonResponse(403, { error: 'forbidden', message: 'As a viewer you cannot edit it.' }),
      'POST /api/audio/download-url': () => jsonResponse(200, { url: DOWNLOAD_URL, name: 'The Whale.wav' }),
    });
    await openChoice();
    fireEvent.click(screen.getByTestId('download-wav'));

    await waitFor(() => expect(saved).toEqual([{ href: DOWNLOAD_URL, download: 'The Whale.wav' }]));
    expect(lastBody(network, 'POST /api/audio/download-url')).toEqual({ s3Key: MIX_WAV_KEY });
    expect(alert).not.toHaveBeenCalled();
  });
});
