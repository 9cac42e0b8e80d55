/** For the export step's tests: the step rendered over a test network that knows the project and its stored files. */
import {
  AUDIOBOOK_FORMATS,
  MIX_ANSWERS,
  audiobookSizeEstimate,
  type AudioStems,
  type AudiobookFormatState,
  type JobEvent,
  type MixAudioResponse,
  type Project,
} from '@reeltalk/contracts';
import {
  TEST_PROJECT_ID,
  jsonResponse,
  renderWithStore,
  testEventStream,
  testNetwork,
  testProject,
  type TestEventStream,
  type TestRoute,
} from '@reeltalk/web-kit/testing';
import { act } from '@testing-library/react';
import ExportStep from '../src/ExportStep.tsx';

export const PROJECT_PATH = `/api/projects/${TEST_PROJECT_ID}`;

/** A presigned address as the test storage signs it. */
export const signed = (key: string) => `https://s3.test/${key}?sig=1`;

export const MIX_KEY = `projects/${TEST_PROJECT_ID}/mix/f1.mp3`;
export const MIX_WAV_KEY = `projects/${TEST_PROJECT_ID}/mix/f1.wav`;
export const VOCAL_KEY = `projects/${TEST_PROJECT_ID}/narration/vocal.mp3`;
export const COVER_KEY = `projects/${TEST_PROJECT_ID}/cover/c1.jpg`;

/** A narrated project with two zones, mixed to MP3 and WAV. */
export function mixedProject(patch: Partial<Project> = {}, stems: Partial<AudioStems> = {}): Project {
  const zone = {
    soundtrackId: 'calm',
    title: 'Calm',
    short_description: 'Slow piano',
    type: 'stock' as const,
    source_audio: { file: 'music/calm.mp3' },
  };
  return testProject({
    audio_stems: {
      vocal: VOCAL_KEY,
      mix: MIX_KEY,
      mix_wav: MIX_WAV_KEY,
      vocal_duration: 185.6,
      musicZones: [
        { ...zone, start_time: 0, end_time: 30 },
        { ...zone, start_time: 40, end_time: 90 },
      ],
      soundtrack: null,
      ...stems,
    },
    ...patch,
  });
}

/** Signs every key asked for, except those in `refused` (answered 404). */
export const presignRoute =
  (refused: readonly string[] = []): TestRoute =>
  (init) => {
    const { s3Keys } = JSON.parse(String(init?.body)) as { s3Keys: string[] };
    if (s3Keys.some((key) => refused.includes(key))) {
      return jsonResponse(404, { error: 'not_found', message: 'Audio file not found.' });
    }
    return jsonResponse(200, { success: true, urls: Object.fromEntries(s3Keys.map((key) => [key, signed(key)])) });
  };

/** POST /api/projects/:id/mix-audio's answer: the mix of `mp3Key` and `wavKey`, made now or (`reused`) stored. */
export const mixAnswer = (mp3Key: string, wavKey: string, reused: boolean): MixAudioResponse => ({
  message: MIX_ANSWERS.mixed,
  mixFile: { url: signed(mp3Key), s3Key: mp3Key },
  mixWavKey: wavKey,
  reused,
});

/** The audiobook formats of a book of `seconds` as GET …/audiobook-formats answers them before any is made. */
export const unmadeFormats = (seconds: number, patch: Partial<Record<string, Partial<AudiobookFormatState>>> = {}) => ({
  success: true,
  data: {
    formats: AUDIOBOOK_FORMATS.map((format) => ({
      format,
      estimatedBytes: audiobookSizeEstimate(format, seconds),
      job: null,
      file: null,
      ...patch[format],
    })),
  },
});

/**
 * The project's event stream as the server keeps it: every GET opens a stream of its own that starts with the events
 * sent so far (as the server's opens with the current state) and gets each one sent afterwards.
 */
export function projectEvents() {
  const sent: Array<Partial<JobEvent>> = [];
  const open: TestEventStream[] = [];
  const deliver = (stream: TestEventStream, event: Partial<JobEvent>) => {
    try {
      stream.send(event);
    } catch {
      // A stream its reader has let go of takes nothing more.
    }
  };
  return {
    route: (() => {
      const stream = testEventStream('job-1', TEST_PROJECT_ID);
      for (const event of sent) deliver(stream, event);
      open.push(stream);
      return stream.response;
    }) as TestRoute,
    send(event: Partial<JobEvent>) {
      sent.push(event);
      for (const stream of open) deliver(stream, event);
    },
  };
}

/**
 * Renders the export step of `project`; the network answers the project, presigned addresses, no listener comments,
 * the stored mix when a download asks for the mix, a quiet event stream, and `routes` on top.
 */
export function renderExportStep(project: Project, routes: Record<string, TestRoute> = {}) {
  const network = testNetwork({
    [`GET ${PROJECT_PATH}`]: () => jsonResponse(200, { success: true, data: project }),
    'POST /api/audio/presigned-urls': presignRoute(),
    [`GET ${PROJECT_PATH}/comments`]: () => jsonResponse(200, { success: true, data: [] }),
    [`POST ${PROJECT_PATH}/mix-audio`]: () =>
      jsonResponse(200, mixAnswer(project.audio_stems.mix ?? '', project.audio_stems.mix_wav ?? '', true)),
    [`GET ${PROJECT_PATH}/events`]: projectEvents().route,
    [`GET ${PROJECT_PATH}/audiobook-formats`]: () =>
      jsonResponse(200, unmadeFormats(project.audio_stems.vocal_duration ?? 0)),
    ...routes,
  });
  const view = renderWithStore(
    [{ path: '/app/project/:id/export', element: <ExportStep projectId={TEST_PROJECT_ID} /> }],
    `/app/project/${TEST_PROJECT_ID}/export`,
    network,
  );
  return { ...view, network };
}

/** The requests the network saw, as 'METHOD /api/path'. */
export const requestsOf = (network: ReturnType<typeof testNetwork>) =>
  network.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace('http://api.test', '')}`);

/** The body of the last request to `key` ('METHOD /api/path'), parsed. */
export function lastBody(network: ReturnType<typeof testNetwork>, key: string): unknown {
  const calls = network.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace('http://api.test', '')}` === key,
  );
  const body = calls.at(-1)?.[1]?.body;
  return body === undefined ? undefined : JSON.parse(String(body));
}

/** A response the test decides when to give. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const response = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { route: (() => response) as TestRoute, answer: (value: Response) => act(async () => resolve(value)) };
}
