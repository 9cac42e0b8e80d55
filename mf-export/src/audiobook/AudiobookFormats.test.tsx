import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JOB_KINDS, audiobookSizeEstimate, type AcxReport } from '@reeltalk/contracts';
import { jsonResponse } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROJECT_PATH,
  lastBody,
  mixedProject,
  projectEvents,
  renderExportStep,
  requestsOf,
  unmadeFormats,
} from '../../testing/export.tsx';

const SECONDS = 185.6;
const M4B_URL = 'https://s3.test/book.m4b?response-content-disposition=attachment&sig=3';
const ACX_URL = 'https://s3.test/book.zip?response-content-disposition=attachment&sig=4';

const REPORT: AcxReport = {
  pass: false,
  files: [
    {
      file: '01 Opening Credits.mp3',
      role: 'opening-credits',
      title: 'Opening credits',
      seconds: 6.2,
      rmsDb: -20.3,
      peakDb: -3.5,
      noiseFloorDb: -72,
      sampleRate: 44100,
      bitRateKbps: 192,
      channels: 1,
      headRoomToneSeconds: 0.7,
      tailRoomToneSeconds: 2,
      checks: [{ check: 'rms', pass: true, measured: '-20.3 dB', advice: null }],
    },
    {
      file: '02 Chapter One.mp3',
      role: 'chapter',
      title: 'Chapter One',
      seconds: 65,
      rmsDb: -24.1,
      peakDb: -3.2,
      noiseFloorDb: -65,
      sampleRate: 44100,
      bitRateKbps: 192,
      channels: 1,
      headRoomToneSeconds: 0.7,
      tailRoomToneSeconds: 2,
      checks: [{ check: 'rms', pass: false, measured: '-24.1 dB', advice: 'Raise the narration by about 2 dB.' }],
    },
  ],
};

let saved: Array<{ href: string; download: string }>;
beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

async function openFormats() {
  fireEvent.click(await screen.findByTestId('export-card-download'));
  return screen.findByTestId('audiobook-formats');
}

describe('the audiobook formats of the download dialog', () => {
  it('shows every format and download with its size estimate', async () => {
    renderExportStep(mixedProject());
    const formats = await openFormats();
    const dialog = screen.getByTestId('download-dialog');
    expect(within(dialog).getByTestId('download-mp3').textContent).toContain('about 7 MB');
    expect(within(dialog).getByTestId('download-wav').textContent).toContain('about 33 MB');
    expect(within(dialog).getByTestId('download-video').textContent).toContain('about 8 MB');
    await waitFor(() => expect(within(formats).getAllByRole('listitem')).toHaveLength(3));
    expect(within(formats).getByTestId('format-m4b').textContent).toContain(
      `about ${Math.round(audiobookSizeEstimate('m4b', SECONDS) / 1e6)} MB`,
    );
    expect(within(formats).getByTestId('format-acx').textContent).toContain('ACX package');
    expect(within(formats).getByTestId('format-epub').textContent).toContain('Read-along EPUB');
  });

  it("makes the M4B after bringing the mix up to date, shows its job's progress, then downloads it", async () => {
    const events = projectEvents();
    let made = false;
    const { network } = renderExportStep(mixedProject(), {
      [`GET ${PROJECT_PATH}/events`]: events.route,
      [`GET ${PROJECT_PATH}/audiobook-formats`]: () =>
        jsonResponse(
          200,
          unmadeFormats(SECONDS, {
            m4b: made
              ? {
                  job: { jobId: 'm4b-1', state: 'done', stage: 'Audiobook ready', percent: 100, error: null },
                  file: { bytes: 2_400_000, url: M4B_URL, name: 'The Whale.m4b', report: null },
                }
              : {},
          }),
        ),
      [`POST ${PROJECT_PATH}/audiobook-formats/m4b`]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            format: 'm4b',
            estimatedBytes: 2_500_000,
            job: { jobId: 'm4b-1', state: 'queued', stage: 'Waiting to start...', percent: 0, error: null },
            file: null,
          },
        }),
    });
    const formats = await openFormats();
    fireEvent.click(await within(formats).findByTestId('make-m4b'));
    const bar = await within(formats).findByRole('progressbar', { name: 'M4B audiobook' });
    expect(requestsOf(network)).toContain(`POST ${PROJECT_PATH}/mix-audio`);
    expect(lastBody(network, `POST ${PROJECT_PATH}/audiobook-formats/m4b`)).toEqual({});

    events.send({ jobId: 'm4b-1', kind: JOB_KINDS.audiobookM4b, state: 'running', stage: 'Encoding', percent: 40 });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    made = true;
    events.send({
      jobId: 'm4b-1',
      kind: JOB_KINDS.audiobookM4b,
      state: 'done',
      stage: 'Audiobook ready',
      percent: 100,
    });

    fireEvent.click(await within(formats).findByTestId('download-m4b'));
    expect(saved).toEqual([{ href: M4B_URL, download: 'The Whale.m4b' }]);
    expect(within(formats).getByTestId('format-m4b').textContent).toContain('2 MB');
  });

  it("shows an ACX package's report, with what to change for a failing file, before its download", async () => {
    renderExportStep(mixedProject(), {
      [`GET ${PROJECT_PATH}/audiobook-formats`]: () =>
        jsonResponse(
          200,
          unmadeFormats(SECONDS, {
            acx: {
              job: { jobId: 'acx-1', state: 'done', stage: 'Audiobook ready', percent: 100, error: null },
              file: { bytes: 9_000_000, url: ACX_URL, name: 'The Whale.zip', report: REPORT },
            },
          }),
        ),
    });
    const formats = await openFormats();
    const report = await within(formats).findByTestId('acx-report');
    const [credits, chapter] = within(report).getAllByTestId('acx-report-file');
    expect(credits!.textContent).toContain('Opening credits');
    expect(credits!.textContent).toContain('Pass');
    expect(chapter!.textContent).toContain('-24.1 dB');
    expect(chapter!.textContent).toContain('-65.0 dB');
    expect(chapter!.textContent).toContain('1:05');
    expect(chapter!.textContent).toContain('Fail');
    expect(chapter!.textContent).toContain('Raise the narration by about 2 dB.');
    fireEvent.click(within(formats).getByTestId('download-acx'));
    expect(saved).toEqual([{ href: ACX_URL, download: 'The Whale.zip' }]);
  });

  it('sends the ACX choices: stereo and the retail sample, refusing one past five minutes', async () => {
    const { network } = renderExportStep(mixedProject(), {
      [`POST ${PROJECT_PATH}/audiobook-formats/acx`]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            format: 'acx',
            estimatedBytes: 9_000_000,
            job: { jobId: 'acx-2', state: 'queued', stage: '', percent: 0, error: null },
            file: null,
          },
        }),
    });
    const formats = await openFormats();
    fireEvent.click(await within(formats).findByTestId('acx-stereo'));
    fireEvent.change(within(formats).getByTestId('acx-sample-start'), { target: { value: '30' } });
    fireEvent.change(within(formats).getByTestId('acx-sample-seconds'), { target: { value: '400' } });
    fireEvent.click(within(formats).getByTestId('make-acx'));
    expect(await within(formats).findByText('The retail sample can be at most 5 minutes long.')).toBeTruthy();
    fireEvent.change(within(formats).getByTestId('acx-sample-seconds'), { target: { value: '120' } });
    fireEvent.click(within(formats).getByTestId('make-acx'));
    await waitFor(() =>
      expect(lastBody(network, `POST ${PROJECT_PATH}/audiobook-formats/acx`)).toEqual({
        stereo: true,
        retailSample: { start: 30, end: 150 },
      }),
    );
  });
});
