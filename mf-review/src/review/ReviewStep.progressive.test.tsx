import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ProgressiveNarration } from '@reeltalk/contracts';
import {
  jsonResponse,
  testEventStream,
  testNetwork,
  testProject,
  type TestEventStream,
} from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestOf, partTimelines } from '../../testing/progressiveFixture.ts';
import { endReviewTest, presign, renderReview, signed, stubMediaElements } from '../../testing/review.tsx';

// The waveform is drawn on a canvas, which jsdom lacks: record what wavesurfer is given instead.
const wavesurfer = vi.hoisted(() => ({ created: [] as Array<Record<string, unknown>> }));
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: Record<string, unknown>) => {
      wavesurfer.created.push(options);
      return { on: () => () => {}, destroy: () => {} };
    },
  },
}));

// jsdom has no MediaSource: the stream is a stand-in with an address, recording what it is fed.
const STREAM_URL = 'blob:http://localhost/narration-stream';
const streams = vi.hoisted(() => ({
  created: [] as Array<{ updates: Array<{ manifest: ProgressiveNarration; urls: Record<string, string> }> }>,
}));
vi.mock('./progressive/narrationStream.ts', () => ({
  NarrationStream: class {
    static supported = () => true;
    readonly url = 'blob:http://localhost/narration-stream';
    readonly updates: Array<{ manifest: ProgressiveNarration; urls: Record<string, string> }> = [];
    constructor() {
      streams.created.push(this);
    }
    update(manifest: ProgressiveNarration, urls: Record<string, string>) {
      this.updates.push({ manifest, urls });
    }
    dispose() {}
  },
}));

const [timeline0, timeline1] = partTimelines();
const full = manifestOf();
const published = (parts: number, patch: Partial<ProgressiveNarration> = {}) => ({
  ...full,
  parts: full.parts.slice(0, parts),
  ...patch,
});

const inFlight = () =>
  testProject({ narration: { jobId: 'job-7', state: 'running', percent: 20, stage: 'Narrating chapter 1 of 3' } });
const finished = () => {
  const project = inFlight();
  delete project.narration;
  project.audio_stems = {
    ...project.audio_stems,
    vocal: 'projects/p1/narration/job-7/vocal.mp3',
    timeline: 'projects/p1/narration/job-7/timeline.json',
    peaks: 'projects/p1/narration/job-7/peaks.json',
    vocal_duration: 4.95,
  };
  return project;
};

let events: TestEventStream;
let manifest: ProgressiveNarration;
let project: ReturnType<typeof testProject>;
const network = () =>
  testNetwork({
    'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: project }),
    'GET /api/projects/p1/events': () => events.response,
    'GET /api/narrations/job-7': () =>
      jsonResponse(200, {
        success: true,
        data: {
          jobId: 'job-7',
          projectId: 'p1',
          state: 'running',
          stage: '',
          percent: 0,
          error: null,
          progressive: manifest,
        },
      }),
    'POST /api/audio/presigned-urls': presign,
    [signed(full.parts[0]!.timelineKey)]: () => jsonResponse(200, timeline0),
    [signed(full.parts[1]!.timelineKey)]: () => jsonResponse(200, timeline1),
  });
const calls = (fetch: ReturnType<typeof network>, ending: string) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith(ending));

beforeEach(() => {
  wavesurfer.created.length = 0;
  streams.created.length = 0;
  events = testEventStream('job-7', 'p1');
  project = inFlight();
  stubMediaElements();
});
afterEach(endReviewTest);

describe('ReviewStep playing a narration while it is narrated', () => {
  it('plays and shows the ready part, marks what is still narrated, and grows with each part', async () => {
    const setSrc = vi.spyOn(HTMLMediaElement.prototype, 'src', 'set');
    manifest = published(1);
    const fetch = network();
    renderReview(fetch);

    await vi.waitFor(() => expect(calls(fetch, '/events')).toHaveLength(1));
    await act(async () => events.send({ stage: 'Narrating chapter 1 of 3', percent: 20, parts: 1 }));

    const summary = await screen.findByTestId('narration-ready-summary');
    expect(summary.textContent).toBe('0 of 3 chapters ready — the rest is being narrated.');
    expect(summary.getAttribute('role')).toBe('status');
    const transcript = screen.getByTestId('transcript');
    expect(
      within(transcript)
        .getAllByTestId('word')
        .map((word) => word.textContent),
    ).toEqual(['Moby-Dick', 'Loomings', 'Call', 'me']);
    // Chapter 0 has begun; chapters 1 (untitled) and 2 have not.
    const inProgress = screen.getAllByTestId('chapter-in-progress');
    expect(inProgress.map((item) => item.textContent)).toEqual([
      'Being narrated…',
      'Chapter 2Being narrated…',
      'The Carpet-BagBeing narrated…',
    ]);
    expect(within(transcript).getByTestId('chapter-in-progress')).toBe(inProgress[0]);
    expect(screen.getByTestId('narration-progress')).toBeTruthy();

    // The player plays the stream, attached once; its waveform and length are the ready part's.
    expect(screen.getByTestId('audio-player')).toBeTruthy();
    const update = streams.created.at(-1)!.updates.at(-1)!;
    expect(update.manifest.parts).toEqual(full.parts.slice(0, 1));
    expect(update.urls[full.parts[0]!.audioKey]).toBe(signed(full.parts[0]!.audioKey));
    await vi.waitFor(() => expect(wavesurfer.created.length).toBeGreaterThan(0));
    const options = wavesurfer.created.at(-1)!;
    const media = options.media as HTMLAudioElement;
    expect(options.url).toBeUndefined();
    expect(options.duration).toBe(1.95);
    expect(media.getAttribute('src')).toBe(STREAM_URL);
    expect(screen.getByTestId('total-time').textContent).toBe('00:01');

    // Clicking a ready word seeks to it.
    fireEvent.click(within(transcript).getByText('me'));
    expect(media.currentTime).toBe(1.5);
    expect(within(transcript).getByText('me').getAttribute('aria-current')).toBe('true');

    manifest = published(2, { chaptersReady: 1 });
    await act(async () => events.send({ stage: 'Narrating chapter 2 of 3', percent: 50, parts: 2 }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('narration-ready-summary').textContent).toBe(
        '1 of 3 chapters ready — the rest is being narrated.',
      ),
    );
    expect(screen.getAllByTestId('chapter-in-progress')).toHaveLength(2);
    expect(within(screen.getByTestId('transcript')).getAllByTestId('word')).toHaveLength(9);
    await vi.waitFor(() => expect(wavesurfer.created.at(-1)!.duration).toBe(4.95));
    expect(streams.created.at(-1)!.updates.at(-1)!.manifest.parts).toHaveLength(2);
    // Only the new part was presigned, and the stream was attached to the element only once.
    expect(calls(fetch, '/api/audio/presigned-urls')).toHaveLength(2);
    expect(setSrc.mock.calls.filter(([value]) => value === STREAM_URL)).toHaveLength(1);
    expect(streams.created).toHaveLength(1);
  });

  it('keeps playing the parts once the narration completes, without loading the finished file', async () => {
    manifest = published(2, { chaptersReady: 1 });
    const fetch = network();
    renderReview(fetch);
    await vi.waitFor(() => expect(calls(fetch, '/events')).toHaveLength(1));
    await act(async () => events.send({ percent: 50, parts: 2 }));
    await screen.findByTestId('narration-ready-summary');

    manifest = published(2, { chapters: full.chapters.slice(0, 2), chaptersReady: 2, complete: true });
    project = finished();
    await act(async () => events.send({ state: 'done', stage: 'Done', percent: 100, parts: 2 }));

    expect(await screen.findByText('Processing complete')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByTestId('narration-ready-summary')).toBeNull());
    expect(screen.queryByTestId('chapter-in-progress')).toBeNull();
    expect(within(screen.getByTestId('transcript')).getAllByTestId('word')).toHaveLength(9);
    expect(streams.created.at(-1)!.updates.at(-1)!.manifest.complete).toBe(true);
    // The finished narration's files are never asked for: what plays stays the stream.
    const presigned = calls(fetch, '/api/audio/presigned-urls').flatMap(
      ([, init]) => (JSON.parse(String(init?.body)) as { s3Keys: string[] }).s3Keys,
    );
    expect(presigned.some((key) => key.endsWith('vocal.mp3'))).toBe(false);
    expect((wavesurfer.created.at(-1)!.media as HTMLAudioElement).getAttribute('src')).toBe(STREAM_URL);
    expect(streams.created).toHaveLength(1);
  });
});
