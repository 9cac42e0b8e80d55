import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUDIO_PLAY_EVENT } from '@reeltalk/web-kit';
import {
  jsonResponse,
  testEventStream,
  testNetwork,
  testProject,
  type TestEventStream,
} from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endReviewTest, presign, renderReview, signed, stubMediaElements } from '../../testing/review.tsx';
import { PROJECT_MESSAGES, type Project } from '@reeltalk/contracts';
import type { Timeline } from './types.ts';

// The waveform is drawn on a canvas, which jsdom lacks: record what wavesurfer is given instead.
const wavesurfer = vi.hoisted(() => ({ created: [] as Array<Record<string, unknown>>, destroyed: 0 }));
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: Record<string, unknown>) => {
      wavesurfer.created.push(options);
      return { on: () => () => {}, destroy: () => (wavesurfer.destroyed += 1) };
    },
  },
}));

const KEYS = {
  vocal: 'projects/p1/narration/vocal.mp3',
  timeline: 'projects/p1/narration/timeline.json',
  peaks: 'projects/p1/narration/peaks.json',
  srt: 'projects/p1/narration/words.srt',
};

const timeline: Timeline = {
  duration: 95,
  chapters: [
    {
      title: 'Chapter One',
      start: 0,
      end: 95,
      paragraphs: [
        {
          start: 0,
          end: 2,
          words: [
            { text: 'Call', start: 0.2, end: 0.5 },
            { text: 'me', start: 0.6, end: 0.8 },
            { text: 'Ishmael.', start: 0.9, end: 2 },
          ],
        },
        { start: 7, end: 8, words: [{ text: 'Loomings', start: 7, end: 8 }] },
      ],
    },
  ],
};

const narrated = (): Project =>
  testProject({
    source_document: {
      name: 'moby.docx',
      size: 1536,
      type: 'docx',
      file: 's3://x',
      key: 'projects/p1/moby.docx',
      transcript: KEYS.srt,
      word_count: 4,
    },
    audio_stems: {
      vocal: KEYS.vocal,
      timeline: KEYS.timeline,
      peaks: KEYS.peaks,
      mix: null,
      vocal_duration: 95,
      musicZones: [],
      soundtrack: null,
    },
  });

const storage = {
  [signed(KEYS.timeline)]: () => jsonResponse(200, timeline),
  [signed(KEYS.peaks)]: () =>
    jsonResponse(200, { duration: 95, bars200: { min: Array(200).fill(-0.5), max: Array(200).fill(0.5) } }),
};

beforeEach(() => {
  wavesurfer.created.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  stubMediaElements();
});
afterEach(endReviewTest);

describe('ReviewStep with a narrated project', () => {
  it('shows the document header, the timed transcript and a streamed player', async () => {
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: narrated() }),
      'POST /api/audio/presigned-urls': presign,
      ...storage,
    });
    renderReview(fetch);

    expect(screen.getByText('Loading project details...')).toBeTruthy();
    const header = await screen.findByTestId('document-header');
    expect(within(header).getByText('moby.docx')).toBeTruthy();
    expect(within(header).getByText('1.5 KB')).toBeTruthy();
    expect(within(header).getByText('4 words')).toBeTruthy();
    expect(within(header).getByText('Mar 14, 2026')).toBeTruthy();
    expect(within(header).getByText('Processing complete')).toBeTruthy();

    const transcript = await screen.findByTestId('transcript');
    expect(within(transcript).getByTestId('chapter-title').textContent).toBe('Chapter One');
    expect(
      within(transcript)
        .getAllByTestId('word')
        .map((word) => word.textContent),
    ).toEqual(['Call', 'me', 'Ishmael.', 'Loomings']);

    await vi.waitFor(() => expect(wavesurfer.created).toHaveLength(1));
    const options = wavesurfer.created[0]!;
    const media = options.media as HTMLAudioElement;
    expect(media).toBeInstanceOf(HTMLAudioElement);
    expect(media.preload).toBe('metadata');
    expect(options.url).toBe(signed(KEYS.vocal));
    expect(options.duration).toBe(95);
    expect((options.peaks as number[][])[0]).toHaveLength(200);
    // One presign call for the three files; the audio itself is only ever streamed by the <audio> element.
    const presignCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/audio/presigned-urls'));
    expect(JSON.parse(String(presignCall?.[1]?.body))).toEqual({ s3Keys: [KEYS.timeline, KEYS.peaks, KEYS.vocal] });
    expect(fetch.mock.calls.some(([url]) => String(url) === signed(KEYS.vocal))).toBe(false);
    expect(screen.getByTestId('total-time').textContent).toBe('01:35');

    // Clicking a word seeks; the clock and the highlight follow.
    fireEvent.click(within(transcript).getByText('Loomings'));
    expect(media.currentTime).toBe(7);
    expect(screen.getByTestId('current-time').textContent).toBe('00:07');
    expect(within(transcript).getByText('Loomings').getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByTestId('play-pause'));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);

    // Another player of the app starting pauses this one: one audio source at a time.
    Object.defineProperty(media, 'paused', { configurable: true, get: () => false });
    window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'mf-voice-preview' } }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
  });

  it('falls back to placeholder bars and says so when the presigned addresses fail', async () => {
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: narrated() }),
      'POST /api/audio/presigned-urls': () => jsonResponse(500, { error: 'storage', message: 'S3 is down' }),
    });
    renderReview(fetch);

    expect(await screen.findByText('Error: Failed to get presigned URL')).toBeTruthy();
    expect(within(screen.getByTestId('audio-player')).getByRole('alert').textContent).toBe(
      'Failed to get presigned URL',
    );
    await vi.waitFor(() => expect(wavesurfer.created).toHaveLength(1));
    expect((wavesurfer.created[0]!.peaks as number[][])[0]).toHaveLength(200);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('builds the transcript from the word-level SRT when there is no timeline', async () => {
    const srtProject = narrated();
    srtProject.audio_stems.timeline = null;
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: srtProject }),
      'POST /api/audio/presigned-urls': presign,
      ...storage,
      [signed(KEYS.srt)]: () =>
        new Response('1\n00:00:00,000 --> 00:00:00,500\nHello\n\n2\n00:00:05,000 --> 00:00:05,500\nagain\n'),
    });
    renderReview(fetch);

    const transcript = await screen.findByTestId('transcript');
    expect(
      within(transcript)
        .getAllByTestId('paragraph')
        .map((paragraph) => paragraph.textContent),
    ).toEqual(['Hello', 'again']);
    expect(within(transcript).queryByTestId('chapter-title')).toBeNull();
  });
});

describe('ReviewStep narrating a project', () => {
  let events: TestEventStream;
  beforeEach(() => {
    events = testEventStream('job-7', 'p1');
  });

  it('starts the narration of a script without transcript or audio, shows its progress, then the result', async () => {
    let loads = 0;
    const fetch = testNetwork({
      'GET /api/projects/p1': () =>
        jsonResponse(200, { success: true, data: loads++ === 0 ? testProject() : narrated() }),
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-7' } }),
      'GET /api/projects/p1/events': () => events.response,
      'POST /api/audio/presigned-urls': presign,
      ...storage,
    });
    renderReview(fetch);

    expect(await screen.findByText('Extracting text from document...')).toBeTruthy();
    const start = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/narrate-audio'));
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ projectId: 'p1', vocalType: 'default' });

    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/events'))).toBe(true));
    await act(async () => events.send({ stage: 'Narrating chapter 2 of 5', percent: 42 }));
    const progress = await screen.findByTestId('narration-progress');
    await vi.waitFor(() => expect(within(progress).getByTestId('narration-percent').textContent).toBe('42%'));
    expect(within(progress).getByTestId('narration-stage').textContent).toBe('Narrating chapter 2 of 5');
    expect(screen.queryByTestId('audio-player')).toBeNull();

    await act(async () => events.send({ state: 'done', stage: 'Done', percent: 100 }));
    expect(await screen.findByText('Processing complete')).toBeTruthy();
    expect((await screen.findAllByTestId('word')).map((word) => word.textContent)).toContain('Ishmael.');
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/narrate-audio'))).toHaveLength(1);
  });

  it('follows a narration already in flight instead of starting another', async () => {
    const inFlight = testProject({ narration: { jobId: 'job-7', state: 'running', percent: 30, stage: 'Narrating' } });
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: inFlight }),
      'GET /api/projects/p1/events': () => events.response,
    });
    renderReview(fetch);

    const progress = await screen.findByTestId('narration-progress');
    expect(within(progress).getByTestId('narration-percent').textContent).toBe('30%');
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/events'))).toBe(true));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/narrate-audio'))).toBe(false);
  });

  it("shows a failed narration as 'Error: {message}' and starts it again on 'Try Again'", async () => {
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: testProject() }),
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-7' } }),
      'GET /api/projects/p1/events': () => events.response,
    });
    renderReview(fetch);

    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/events'))).toBe(true));
    await act(async () => events.send({ state: 'failed', percent: 10, error: 'The voice engine stopped' }));
    expect(await screen.findByText('Error: The voice engine stopped')).toBeTruthy();

    events = testEventStream('job-7', 'p1');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/narrate-audio'))).toHaveLength(2),
    );
  });
});

describe('ReviewStep without a script', () => {
  it("offers 'Extract Text' and shows the extracted text", async () => {
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: testProject({ source_document: null }) }),
      'POST /api/projects/p1/extract-text': () =>
        jsonResponse(200, { success: true, text: 'It was a dark night.\n\nThe end.', wordCount: 7 }),
    });
    renderReview(fetch);

    fireEvent.click(await screen.findByRole('button', { name: 'Extract Text' }));
    const transcript = await screen.findByTestId('transcript');
    expect(
      within(transcript)
        .getAllByTestId('paragraph')
        .map((paragraph) => paragraph.textContent),
    ).toEqual(['It was a dark night.', 'The end.']);
    expect(screen.getByText('7 words')).toBeTruthy();
    expect(screen.getByTestId('total-time').textContent).toBe('03:00');
    expect((screen.getByTestId('play-pause') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the error of a project that cannot be loaded', async () => {
    const fetch = testNetwork({
      'GET /api/projects/p1': () => jsonResponse(404, { error: 'not_found', message: PROJECT_MESSAGES.notFound }),
    });
    renderReview(fetch);
    expect((await screen.findByRole('alert')).textContent).toContain(PROJECT_MESSAGES.notFound);
  });
});
