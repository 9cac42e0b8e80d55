import { SHARE_HEADERS, type SharedProject } from '@reeltalk/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PROJECT_ID, jsonResponse, renderWithStore, testNetwork, type TestRoute } from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SharedView from './SharedView.tsx';
import { answerData, testComment } from '../testing/share.ts';

const OWNER = 'owner-uid-1';
const KEY = 'k3y-from-the-link';
const PAGE = `/share-view?pId=${TEST_PROJECT_ID}&uId=${OWNER}&key=${KEY}`;
const VIEW = `GET /api/projects/${TEST_PROJECT_ID}/share-view`;
const COMMENTS = `/api/projects/${TEST_PROJECT_ID}/share-view/comments`;
const PRESIGN = 'POST /api/audio/presigned-url-share';
const MIX = `projects/${TEST_PROJECT_ID}/mix/abc.mp3`;
const WAV = `projects/${TEST_PROJECT_ID}/mix/abc.wav`;
const SIGNED = 'https://s3.test/signed-mix.mp3';

function sharedProject(patch: Partial<SharedProject> = {}): SharedProject {
  return {
    audio_stems: { mix: MIX, mix_wav: WAV, vocal_duration: 125 },
    projectDetails: {
      name: 'Moby Dick',
      title: 'Moby Dick, Chapter One',
      coverArt: null,
      coverArtUrl: null,
      voice: 'Warm Narrator',
      emotions: ['Joyful', 'Calm'],
      musicZoneCount: 2,
      duration: 125,
    },
    feedback: false,
    ...patch,
  };
}

const presignAnswer: TestRoute = () => jsonResponse(200, { success: true, presignedUrl: SIGNED });

function renderPage(url: string, routes: Record<string, TestRoute>) {
  const fetch = testNetwork(routes);
  renderWithStore([{ path: '/share-view', element: <SharedView /> }], url, fetch);
  return fetch;
}

const callsTo = (fetch: ReturnType<typeof testNetwork>, key: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace('http://api.test', '')}` === key,
  );
const headersOf = (call: Parameters<typeof globalThis.fetch>) => call[1]?.headers as Record<string, string>;
const bodyOf = (call: Parameters<typeof globalThis.fetch>) => JSON.parse(String(call[1]?.body)) as unknown;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SharedView: errors', () => {
  it.each([['pId'], ['uId'], ['key']])(
    'says the URL lacks a parameter when %s is missing, and asks nothing',
    (name) => {
      const params = new URLSearchParams({ pId: TEST_PROJECT_ID, uId: OWNER, key: KEY });
      params.delete(name);
      const fetch = renderPage(`/share-view?${params}`, {});
      expect(screen.getByTestId('shared-error').textContent).toContain('Missing required URL parameters');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each([410, 403, 404])('calls the link expired or invalid on %i', async (status) => {
    renderPage(PAGE, {
      [VIEW]: () => jsonResponse(status, { error: 'gone', message: 'This shared link has expired.' }),
    });
    const error = await screen.findByTestId('shared-error');
    expect(within(error).getByRole('heading').textContent).toBe('Link Expired or Invalid');
    expect(error.textContent).toContain(
      'This shared link has expired or is no longer valid. Please contact the project owner for a new link.',
    );
  });

  it('asks to check the URL on any other failure', async () => {
    renderPage(PAGE, { [VIEW]: () => jsonResponse(500, { error: 'internal', message: 'boom' }) });
    const error = await screen.findByTestId('shared-error');
    expect(within(error).getByRole('heading').textContent).toBe('Error Loading Project');
    expect(error.textContent).toContain('Please check the URL and try again.');
  });

  it('says the project was not found when the answer holds none', async () => {
    renderPage(PAGE, { [VIEW]: () => jsonResponse(200, { success: true, project: null }) });
    expect(within(await screen.findByTestId('shared-error')).getByRole('heading').textContent).toBe(
      'Project Not Found',
    );
  });
});

describe('SharedView: the shared project', () => {
  it('shows the one title (the cover title), the player of the shared mix and the summary; every call carries the link, never a token', async () => {
    const fetch = renderPage(PAGE, {
      [VIEW]: () => jsonResponse(200, { success: true, project: sharedProject() }),
      [PRESIGN]: presignAnswer,
    });
    expect((await screen.findByTestId('shared-title')).textContent).toBe('Moby Dick, Chapter One');
    expect(screen.getByText('Listen to the final mix of this audiobook project')).toBeTruthy();
    expect(screen.getByTestId('player-title').textContent).toBe('Moby Dick, Chapter One');
    await waitFor(() => expect(screen.getByTestId('export-player').querySelector('audio')?.src).toBe(SIGNED));
    expect(screen.getByTestId('summary-voice').textContent).toBe('Warm Narrator');
    expect(screen.getByTestId('summary-duration').textContent).toBe('2:05 minutes');
    expect(screen.getByTestId('summary-music-zones').textContent).toBe('2 segment(s)');
    expect(screen.getByTestId('summary-emotions').textContent).toBe('Joyful, Calm');
    // Not a feedback link: no form, and its comments are not asked for.
    expect(screen.queryByTestId('comment-form')).toBeNull();

    expect(bodyOf(callsTo(fetch, PRESIGN)[0]!)).toEqual({ s3Key: MIX, projectId: TEST_PROJECT_ID, ownerUserId: OWNER });
    expect(fetch.mock.calls.map(([url]) => String(url).replace('http://api.test', ''))).toEqual([
      `/api/projects/${TEST_PROJECT_ID}/share-view`,
      '/api/audio/presigned-url-share',
    ]);
    for (const call of fetch.mock.calls) {
      const headers = headersOf(call);
      expect(headers.Authorization).toBeUndefined();
      expect(headers[SHARE_HEADERS.owner]).toBe(OWNER);
      expect(headers[SHARE_HEADERS.accessKey]).toBe(KEY);
    }
  });

  it('lists the book’s chapters under the player and jumps to one clicked', async () => {
    const chapters = [
      { title: 'Loomings', start: 0, end: 64.2 },
      { title: 'The Carpet-Bag', start: 64.2, end: 125 },
    ];
    renderPage(PAGE, {
      [VIEW]: () =>
        jsonResponse(200, {
          success: true,
          project: sharedProject({ audio_stems: { mix: MIX, mix_wav: WAV, vocal_duration: 125, chapters } }),
        }),
      [PRESIGN]: presignAnswer,
    });
    const list = await screen.findByTestId('player-chapters');
    const items = within(list).getAllByTestId('player-chapter');
    expect(items.map((item) => item.textContent)).toEqual(['1Loomings00:00', '2The Carpet-Bag01:04']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    const audio = screen.getByTestId('export-player').querySelector('audio')!;
    await waitFor(() => expect(audio.src).toBe(SIGNED));
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => 125 });
    await userEvent.click(items[1]!);
    expect(audio.currentTime).toBeCloseTo(64.2);
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('says why the mix cannot be played when its address is refused', async () => {
    renderPage(PAGE, {
      [VIEW]: () => jsonResponse(200, { success: true, project: sharedProject() }),
      [PRESIGN]: () =>
        jsonResponse(403, { error: 'forbidden', message: 'This shared link was revoked by the project owner.' }),
    });
    expect((await within(await screen.findByTestId('export-player')).findByRole('alert')).textContent).toBe(
      'Failed to load audio file: This shared link was revoked by the project owner.',
    );
  });

  it('titles the page and its player with the project name without a cover title, Audiobook Preview without either', async () => {
    const details = sharedProject().projectDetails;
    renderPage(PAGE, {
      [VIEW]: () =>
        jsonResponse(200, { success: true, project: sharedProject({ projectDetails: { ...details, title: null } }) }),
      [PRESIGN]: presignAnswer,
    });
    expect((await screen.findByTestId('shared-title')).textContent).toBe('Moby Dick');
    expect(screen.getByTestId('player-title').textContent).toBe('Moby Dick');
    cleanup();
    renderPage(PAGE, {
      [VIEW]: () =>
        jsonResponse(200, {
          success: true,
          project: sharedProject({ projectDetails: { ...details, name: '', title: null } }),
        }),
      [PRESIGN]: presignAnswer,
    });
    expect((await screen.findByTestId('shared-title')).textContent).toBe('Audiobook Preview');
  });
});

describe('SharedView: download', () => {
  it('saves the MP3 or the WAV from an address asked for as a download', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const fetch = renderPage(PAGE, {
      [VIEW]: () => jsonResponse(200, { success: true, project: sharedProject() }),
      [PRESIGN]: presignAnswer,
    });
    await userEvent.click(await screen.findByTestId('shared-download-wav'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.href).toBe(SIGNED);
    expect(clicked[0]!.download).toBe('Moby Dick, Chapter One.wav');
    const downloads = callsTo(fetch, PRESIGN)
      .map(bodyOf)
      .filter((body) => (body as { download?: boolean }).download);
    expect(downloads).toEqual([{ s3Key: WAV, projectId: TEST_PROJECT_ID, ownerUserId: OWNER, download: true }]);
    expect(callsTo(fetch, PRESIGN).every((call) => headersOf(call).Authorization === undefined)).toBe(true);

    await userEvent.click(screen.getByTestId('shared-download-mp3'));
    await waitFor(() => expect(clicked.map((link) => link.download)).toContain('Moby Dick, Chapter One.mp3'));
  });

  it('offers no WAV when the share has none, and says when there is no audio at all', async () => {
    renderPage(PAGE, {
      [VIEW]: () =>
        jsonResponse(200, {
          success: true,
          project: sharedProject({ audio_stems: { mix: null, mix_wav: null, vocal_duration: 125 } }),
        }),
    });
    await userEvent.click(await screen.findByTestId('shared-download-mp3'));
    expect(screen.queryByTestId('shared-download-wav')).toBeNull();
    expect(within(screen.getByTestId('shared-download')).getByRole('alert').textContent).toBe(
      'No audio file available for download.',
    );
  });

  it('says why a download failed', async () => {
    renderPage(PAGE, {
      [VIEW]: () => jsonResponse(200, { success: true, project: sharedProject() }),
      [PRESIGN]: (init) =>
        JSON.parse(String(init?.body)).download
          ? jsonResponse(403, { error: 'forbidden', message: 'This shared link was revoked by the project owner.' })
          : presignAnswer(init),
    });
    await userEvent.click(await screen.findByTestId('shared-download-mp3'));
    expect((await within(screen.getByTestId('shared-download')).findByRole('alert')).textContent).toBe(
      'Download failed: This shared link was revoked by the project owner.',
    );
  });
});

describe('SharedView: feedback link', () => {
  function feedbackServer(post: TestRoute) {
    let comments = [testComment({ atSeconds: 30, name: 'Ann', text: 'Lovely pause' })];
    return {
      [VIEW]: () => jsonResponse(200, { success: true, project: sharedProject({ feedback: true }) }),
      [PRESIGN]: presignAnswer,
      [`GET ${COMMENTS}`]: answerData(() => comments),
      [`POST ${COMMENTS}`]: async (init: RequestInit | undefined) => {
        const answer = await post(init);
        if (answer.status === 201)
          comments = [
            ...comments,
            testComment({ _id: '00000000-0000-4000-8000-0000000000e9', ...JSON.parse(String(init?.body)) }),
          ];
        return answer;
      },
    } satisfies Record<string, TestRoute>;
  }

  it("pins a comment to the player's time and lists it with the others, without a token", async () => {
    const post = vi.fn<TestRoute>(() => jsonResponse(201, { success: true, data: testComment() }));
    const fetch = renderPage(PAGE, feedbackServer(post));
    expect((await screen.findAllByTestId('comment-item')).map((item) => item.textContent)).toEqual([
      '00:30AnnLovely pause',
    ]);
    expect(screen.getAllByTestId('comment-marker')).toHaveLength(1);

    const audio = screen.getByTestId('export-player').querySelector('audio')!;
    audio.currentTime = 83.7;
    act(() => void fireEvent.timeUpdate(audio));
    expect(screen.getByText('Comment at 01:23')).toBeTruthy();

    expect((screen.getByTestId('comment-submit') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByTestId('comment-text'), 'Music swells too early');
    expect(screen.getByTestId('comment-counter').textContent).toBe('22/1000');
    await userEvent.click(screen.getByTestId('comment-submit'));

    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(2));
    const [sent] = callsTo(fetch, `POST ${COMMENTS}`);
    expect(bodyOf(sent!)).toEqual({ atSeconds: 83, text: 'Music swells too early' });
    expect(headersOf(sent!).Authorization).toBeUndefined();
    expect(headersOf(sent!)[SHARE_HEADERS.accessKey]).toBe(KEY);
    expect((screen.getByTestId('comment-text') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the rate limit and keeps the comment', async () => {
    renderPage(
      PAGE,
      feedbackServer(() =>
        jsonResponse(429, {
          error: 'too_many_requests',
          message: 'Too many comments at once. Please wait a minute and try again.',
        }),
      ),
    );
    await userEvent.type(await screen.findByTestId('comment-name'), 'Bo');
    await userEvent.type(screen.getByTestId('comment-text'), 'Again');
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect((await within(screen.getByTestId('comment-form')).findByRole('alert')).textContent).toBe(
      'Too many comments at once. Please wait a minute and try again.',
    );
    expect((screen.getByTestId('comment-text') as HTMLTextAreaElement).value).toBe('Again');
  });

  it('refuses a name that cannot be shown on the page, by the rule the server holds, and sends nothing', async () => {
    const post = vi.fn<TestRoute>(() => jsonResponse(201, { success: true, data: testComment() }));
    renderPage(PAGE, feedbackServer(post));
    await userEvent.type(await screen.findByTestId('comment-name'), 'Ann \u202Egnp.exe');
    await userEvent.type(screen.getByTestId('comment-text'), 'Nice voice');
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect((await within(screen.getByTestId('comment-form')).findByRole('alert')).textContent).toBe(
      'The name contains characters that cannot be shown (control, text-direction or broken characters). Please remove them.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses a comment", async () => {
    const outside = 'A comment must be pinned to a time within the audio, between 00:00 and 02:05.';
    renderPage(
      PAGE,
      feedbackServer(() => jsonResponse(400, { error: 'bad_request', message: outside })),
    );
    await userEvent.type(await screen.findByTestId('comment-text'), 'Too late');
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect((await within(screen.getByTestId('comment-form')).findByRole('alert')).textContent).toBe(outside);
    expect((screen.getByTestId('comment-text') as HTMLTextAreaElement).value).toBe('Too late');
  });

  it('seeks the player to a comment clicked in the list', async () => {
    renderPage(
      PAGE,
      feedbackServer(() => jsonResponse(201, {})),
    );
    const audio = (await screen.findByTestId('export-player')).querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => 125 });
    await userEvent.click(await screen.findByTestId('comment-item'));
    expect(audio.currentTime).toBe(30);
  });
});
