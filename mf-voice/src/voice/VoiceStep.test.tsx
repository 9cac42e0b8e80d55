import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { AUDIO_PLAY_EVENT, announceStepAction, useGetProjectQuery } from '@reeltalk/web-kit';
import {
  TestXhr,
  jsonResponse,
  renderWithStore,
  testEventStream,
  testNetwork,
  testProject,
  type TestEventStream,
  type TestRoute,
} from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project, VoiceModel } from '@reeltalk/contracts';
import { stubMediaPlayback } from '../../testing/browser.ts';
import VoiceStep from './VoiceStep.tsx';

vi.mock('@reeltalk/web-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@reeltalk/web-kit')>()),
  getIdToken: async () => 'token',
}));

const voice = (patch: Partial<VoiceModel> & Pick<VoiceModel, '_id' | 'name' | 'displayName'>): VoiceModel => ({
  description: `${patch.displayName} reads your book.`,
  gender: 'female',
  tone: 'friendly',
  accent: 'American',
  isDefault: false,
  preview_audio: { file: `http://s3.test/previews/${patch.name}.mp3`, duration: 6 },
  ...patch,
});

const ARIA = voice({
  _id: 'v-aria',
  name: 'aria',
  displayName: 'Aria',
  isDefault: true,
  description: 'Clear and bright.',
});
const BASIL = voice({
  _id: 'v-basil',
  name: 'basil',
  displayName: 'Basil',
  gender: 'male',
  tone: 'warm',
  accent: 'British',
});
const CORA = voice({
  _id: 'v-cora',
  name: 'cora',
  displayName: 'Cora',
  tone: 'calm',
  accent: 'Australian',
  preview_audio: { file: null, duration: null },
});
const MODELS = [ARIA, BASIL, CORA];

function project(patch: Partial<Project> = {}): Project {
  return {
    ...testProject({
      emotions: ['Joyful'],
      source_document: { name: 'moby.docx', file: 's3://x', key: 'projects/p1/moby.docx' },
      audio_stems: {
        vocal: 'projects/p1/narration/vocal.mp3',
        mix: null,
        vocal_duration: 95,
        musicZones: [],
        soundtrack: null,
      },
    }),
    ...patch,
  };
}
const populated = (model: VoiceModel) => ({
  _id: model._id,
  displayName: model.displayName,
  name: model.name,
  gender: model.gender,
  tone: model.tone,
});

const answer = (data: unknown) => () => jsonResponse(200, { success: true, data });
const modelsAnswer = (models: VoiceModel[]) => () =>
  jsonResponse(200, { success: true, data: models, message: 'Voice models retrieved' });

let events: TestEventStream;
let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;

function routesFor(theProject: Project, extra: Record<string, TestRoute> = {}) {
  return testNetwork({
    'GET /api/projects/p1': answer(theProject),
    'GET /api/voice-models?projectId=p1': modelsAnswer(MODELS),
    'PATCH /api/projects/p1': (init) => answer({ ...theProject, ...JSON.parse(String(init?.body)) })(),
    'GET /api/projects/p1/events': () => events.response,
    ...extra,
  });
}

/** Reads the project as the shell's step bar does, around the step, so a change to it shows as a second read. */
function StepBar() {
  useGetProjectQuery('p1');
  return <Outlet />;
}

/** How often the project was read (GET /api/projects/p1). */
const projectReads = (fetch: ReturnType<typeof testNetwork>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/api/projects/p1') && !init?.method?.match(/PATCH/))
    .length;

function renderVoice(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', TestXhr);
  return renderWithStore(
    [
      {
        element: <StepBar />,
        children: [
          { path: '/app/project/:projectId/voice', element: <VoiceStep projectId="p1" /> },
          { path: '/app/project/:projectId/soundtrack', element: <p>soundtrack page</p> },
        ],
      },
    ],
    '/app/project/p1/voice',
    fetch,
  );
}

const cards = () => screen.getAllByTestId('voice-card');
const card = (name: string) => cards().find((element) => element.dataset.voiceName === name)!;
const selectedVoices = () =>
  cards()
    .filter((element) => element.dataset.selected === 'true')
    .map((element) => element.dataset.voiceName);
const selectVoice = (name: string) => fireEvent.click(within(card(name)).getByTestId('voice-select'));
const preview = (name: string) => within(card(name)).getByTestId('voice-preview') as HTMLButtonElement;
const customCard = () => screen.getByTestId('custom-voice-card');
const chooseCustomFile = (file: File) =>
  fireEvent.change(screen.getByTestId('custom-voice-input'), { target: { files: [file] } });
const sample = (name = 'my-voice.wav', type = 'audio/wav', size = 48_000) => {
  const file = new File(['RIFF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const chip = (emotion: string) =>
  screen.getAllByTestId('emotion-chip').find((element) => element.dataset.emotion === emotion)!;
const continueToSoundtrack = () => {
  let notTaken = true;
  act(() => {
    notTaken = announceStepAction({ step: 'voice', action: 'continue', projectId: 'p1' });
  });
  return notTaken;
};
const formEntries = (xhr: TestXhr) => [...xhr.body!.entries()];

beforeEach(() => {
  TestXhr.sent = [];
  events = testEventStream('job-7', 'p1');
  alert = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VoiceStep: voice cards', () => {
  it('shows each voice with its name, description, traits and preview', async () => {
    renderVoice(routesFor(project()));
    expect(screen.getByRole('heading', { name: 'Voice & Emotion' })).toBeTruthy();
    expect(await screen.findAllByTestId('voice-card')).toHaveLength(3);
    const basil = card('basil');
    expect(within(basil).getByRole('heading', { name: 'Basil' })).toBeTruthy();
    expect(within(basil).getByText('Basil reads your book.')).toBeTruthy();
    expect(
      within(basil)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['male', 'warm', 'British']);
    expect(preview('basil').disabled).toBe(false);
    expect(within(card('aria')).getByText('Clear and bright.')).toBeTruthy();
  });

  it("disables the preview of a voice without sample audio: 'No preview available'", async () => {
    renderVoice(routesFor(project()));
    await screen.findAllByTestId('voice-card');
    expect(preview('cora').disabled).toBe(true);
    expect(preview('cora').textContent).toBe('No preview available');
  });

  it("selects the project's voice model, else the default voice", async () => {
    renderVoice(routesFor(project({ voice_model_id: populated(BASIL) })));
    await screen.findAllByTestId('voice-card');
    expect(selectedVoices()).toEqual(['basil']);
    expect(within(card('basil')).getByTestId('voice-select').getAttribute('aria-pressed')).toBe('true');
    expect(within(card('aria')).getByTestId('voice-select').getAttribute('aria-pressed')).toBe('false');
    cleanup();

    renderVoice(routesFor(project({ voice_model_id: null })));
    await screen.findAllByTestId('voice-card');
    expect(selectedVoices()).toEqual(['aria']);
  });

  it("answers a failed load with 'Connection Issue', fallback voices that cannot be chosen, and a Retry", async () => {
    let fail = true;
    renderVoice(
      routesFor(project(), {
        'GET /api/voice-models?projectId=p1': () =>
          fail ? jsonResponse(500, { error: 'internal', message: 'Something broke' }) : modelsAnswer(MODELS)(),
      }),
    );
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Connection Issue')).toBeTruthy();
    expect(within(panel).getByText('Failed to fetch voice models: 500')).toBeTruthy();
    expect(
      within(panel).getByText('Showing fallback voices. Please check your connection and try refreshing the page.'),
    ).toBeTruthy();
    expect(cards().length).toBeGreaterThan(0);
    for (const fallback of cards()) {
      expect((within(fallback).getByTestId('voice-select') as HTMLButtonElement).disabled).toBe(true);
      expect((within(fallback).getByTestId('voice-preview') as HTMLButtonElement).disabled).toBe(true);
      expect(fallback.dataset.selected).toBe('false');
    }
    expect(screen.getByTestId('custom-voice-card')).toBeTruthy();

    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Basil' })).toBeTruthy();
    expect(screen.queryByText('Connection Issue')).toBeNull();
    expect(selectedVoices()).toEqual(['aria']);
  });

  it('shows the network failure as the Connection Issue message', async () => {
    renderVoice(
      routesFor(project(), {
        'GET /api/voice-models?projectId=p1': () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Network error. Please check your connection.')).toBeTruthy();
  });

  it("shows 'No voices available' for an empty list and still offers a custom voice", async () => {
    renderVoice(routesFor(project(), { 'GET /api/voice-models?projectId=p1': modelsAnswer([]) }));
    expect(await screen.findByText('No voices available')).toBeTruthy();
    expect(screen.queryAllByTestId('voice-card')).toHaveLength(0);
    expect(customCard()).toBeTruthy();
  });

  it('shows why the project could not be loaded, with a Retry', async () => {
    renderVoice(
      routesFor(project(), {
        'GET /api/projects/p1': () => jsonResponse(404, { error: 'not_found', message: 'Project not found' }),
      }),
    );
    expect(await screen.findByText('Project not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('VoiceStep: previews play one at a time', () => {
  it("stops the first preview when another voice's preview starts, and when any other player starts", async () => {
    const media = stubMediaPlayback();
    renderVoice(routesFor(project()));
    await screen.findAllByTestId('voice-card');

    fireEvent.click(preview('aria'));
    expect(preview('aria').dataset.playing).toBe('true');
    expect(media.playing().map((element) => element.getAttribute('src'))).toEqual([ARIA.preview_audio.file]);

    fireEvent.click(preview('basil'));
    expect(preview('aria').dataset.playing).toBe('false');
    expect(preview('basil').dataset.playing).toBe('true');
    expect(preview('basil').getAttribute('aria-label')).toBe('Stop preview of Basil');
    expect(media.playing().map((element) => element.getAttribute('src'))).toEqual([BASIL.preview_audio.file]);

    // The review player (another remote) starts: the preview gives way.
    act(() => {
      window.dispatchEvent(new CustomEvent(AUDIO_PLAY_EVENT, { detail: { source: 'mf-review:vocal' } }));
    });
    expect(preview('basil').dataset.playing).toBe('false');
    expect(media.playing()).toEqual([]);
  });

  it('stops a playing preview when it is pressed again', async () => {
    const media = stubMediaPlayback();
    renderVoice(routesFor(project()));
    await screen.findAllByTestId('voice-card');
    fireEvent.click(preview('basil'));
    fireEvent.click(preview('basil'));
    expect(preview('basil').dataset.playing).toBe('false');
    expect(preview('basil').textContent).toContain('Preview');
    expect(media.playing()).toEqual([]);
  });
});

describe('VoiceStep: custom voice', () => {
  it('says what a custom voice does and accepts MP3 and WAV files', async () => {
    renderVoice(routesFor(project()));
    await screen.findAllByTestId('voice-card');
    expect(within(customCard()).getByRole('heading', { name: 'Train A Custom Voice' })).toBeTruthy();
    expect(customCard().textContent).toContain(
      "ReelTalk measures your sample's pitch and pace and tunes a narration voice to match it",
    );
    const accept = (screen.getByTestId('custom-voice-input') as HTMLInputElement).accept.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.mp3', '.wav', 'audio/mpeg', 'audio/wav']));
  });

  it.each([
    ['notes.pdf', 'application/pdf', 1000, 'Please select an MP3 or WAV file'],
    ['long.mp3', 'audio/mpeg', 3_145_729, 'File size must be less than 3MB'],
  ])('refuses %s with the spec message and keeps the voice', async (name, type, size, text) => {
    renderVoice(routesFor(project({ voice_model_id: populated(BASIL) })));
    await screen.findAllByTestId('voice-card');
    chooseCustomFile(sample(name, type, size));
    expect(within(customCard()).getByRole('alert').textContent).toBe(text);
    expect(screen.queryByTestId('custom-voice-remove')).toBeNull();
    expect(selectedVoices()).toEqual(['basil']);
  });

  it("clears the model selection for a file; removing it restores the project's voice", async () => {
    renderVoice(routesFor(project({ voice_model_id: populated(BASIL) })));
    await screen.findAllByTestId('voice-card');
    chooseCustomFile(sample('my-voice.mp3', 'audio/mpeg', 3_145_728));
    expect(within(customCard()).getByText('my-voice.mp3')).toBeTruthy();
    expect(customCard().dataset.selected).toBe('true');
    expect(selectedVoices()).toEqual([]);

    fireEvent.click(screen.getByTestId('custom-voice-remove'));
    expect(within(customCard()).queryByText('my-voice.mp3')).toBeNull();
    expect(customCard().dataset.selected).toBe('false');
    expect(selectedVoices()).toEqual(['basil']);
  });

  it('restores the default voice when the project has none', async () => {
    renderVoice(routesFor(project({ voice_model_id: null })));
    await screen.findAllByTestId('voice-card');
    selectVoice('cora');
    chooseCustomFile(sample());
    fireEvent.click(screen.getByTestId('custom-voice-remove'));
    expect(selectedVoices()).toEqual(['aria']);
  });

  it('clears the custom file when a model is chosen', async () => {
    renderVoice(routesFor(project()));
    await screen.findAllByTestId('voice-card');
    chooseCustomFile(sample());
    selectVoice('cora');
    expect(selectedVoices()).toEqual(['cora']);
    expect(customCard().dataset.selected).toBe('false');
    expect(screen.queryByTestId('custom-voice-remove')).toBeNull();
  });
});

describe('VoiceStep: emotions', () => {
  it("offers the six emotions, starting from the project's, each toggling on its own", async () => {
    renderVoice(routesFor(project({ emotions: ['Excited', 'Joyful'] })));
    await screen.findAllByTestId('voice-card');
    const chips = screen.getAllByTestId('emotion-chip');
    expect(chips.map((element) => element.textContent)).toEqual([
      'Joyful',
      'Angry',
      'Surprised',
      'Worried',
      'Neutral',
      'Excited',
    ]);
    const pressed = () =>
      chips.filter((element) => element.getAttribute('aria-pressed') === 'true').map((e) => e.textContent);
    expect(pressed()).toEqual(['Joyful', 'Excited']);
    fireEvent.click(chip('Worried'));
    fireEvent.click(chip('Joyful'));
    expect(pressed()).toEqual(['Worried', 'Excited']);
  });
});

describe('VoiceStep: Continue to Soundtrack', () => {
  it('leaves the Continue of other steps and actions to the shell, and waits for the project', async () => {
    renderVoice(routesFor(project(), { 'GET /api/projects/p1': () => new Promise<Response>(() => {}) }));
    expect(continueToSoundtrack()).toBe(true);
    expect(announceStepAction({ step: 'review', action: 'continue', projectId: 'p1' })).toBe(true);
    expect(announceStepAction({ step: 'voice', action: 'download', projectId: 'p1' })).toBe(true);
  });

  it('only saves the emotions when nothing needs processing, then opens the soundtrack step', async () => {
    const fetch = routesFor(project({ voice_model_id: populated(BASIL), emotions: ['Joyful'] }));
    renderVoice(fetch);
    await screen.findAllByTestId('voice-card');
    fireEvent.click(chip('Worried'));

    expect(continueToSoundtrack()).toBe(false);
    expect(await screen.findByText('soundtrack page')).toBeTruthy();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('http://api.test/api/projects/p1');
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ emotions: ['Joyful', 'Worried'] });
    expect(TestXhr.sent).toHaveLength(0);
    // The saved emotions are read back where the project is shown.
    await waitFor(() => expect(projectReads(fetch)).toBe(2));
  });

  it('saves nothing when no emotion is chosen and nothing needs processing', async () => {
    const fetch = routesFor(project({ voice_model_id: populated(ARIA), emotions: ['Joyful'] }));
    renderVoice(fetch);
    await screen.findAllByTestId('voice-card');
    fireEvent.click(chip('Joyful'));
    expect(continueToSoundtrack()).toBe(false);
    expect(await screen.findByText('soundtrack page')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(TestXhr.sent).toHaveLength(0);
  });

  it("processes a newly chosen voice, showing the server's stages, then opens the soundtrack step", async () => {
    const fetch = routesFor(project({ voice_model_id: populated(ARIA), emotions: ['Joyful'] }));
    renderVoice(fetch);
    await screen.findAllByTestId('voice-card');
    selectVoice('basil');
    fireEvent.click(chip('Angry'));

    expect(continueToSoundtrack()).toBe(false);
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    const [xhr] = TestXhr.sent;
    expect([xhr!.method, xhr!.url]).toEqual(['POST', 'http://api.test/api/process-voice-emotion']);
    expect(xhr!.headers.Authorization).toBe('Bearer token');
    expect(formEntries(xhr!)).toEqual([
      ['projectId', 'p1'],
      ['voiceModelId', 'v-basil'],
      ['emotions', '["Joyful","Angry"]'],
      ['flowType', 'predefined'],
    ]);
    expect(screen.getByTestId('voice-processing-overlay')).toBeTruthy();
    expect(screen.getByTestId('voice-processing-percent').textContent).toBe('0%');

    // A second click while it runs starts nothing more.
    expect(continueToSoundtrack()).toBe(false);
    expect(TestXhr.sent).toHaveLength(1);

    xhr!.respond(202, { success: true, data: { jobId: 'job-7' } });
    events.send({ stage: 'Downloading voice model reference...', percent: 25 });
    expect(await screen.findByText('25%')).toBeTruthy();
    expect(screen.getByTestId('voice-processing-stage').textContent).toBe('Downloading voice model reference...');
    events.send({ stage: 'Generating new audio with selected voice...', percent: 61.6 });
    expect(await screen.findByText('62%')).toBeTruthy();
    expect(screen.getByTestId('voice-processing-stage').textContent).toBe(
      'Generating new audio with selected voice...',
    );

    events.send({ state: 'done', stage: 'Narration complete', percent: 100 });
    expect(await screen.findByText('Processing completed!')).toBeTruthy();
    expect(screen.getByTestId('voice-processing-percent').textContent).toBe('100%');
    expect(screen.queryByText('soundtrack page')).toBeNull();

    // The overlay closes after a second, then the soundtrack step opens.
    expect(await screen.findByText('soundtrack page', undefined, { timeout: 3000 })).toBeTruthy();
    // The new narration is read back where the project is shown.
    await waitFor(() => expect(projectReads(fetch)).toBe(2));
    expect(screen.queryByTestId('voice-processing-overlay')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends a custom voice file with the custom flow', async () => {
    renderVoice(routesFor(project({ voice_model_id: populated(BASIL), emotions: [] })));
    await screen.findAllByTestId('voice-card');
    const file = sample('me.wav');
    chooseCustomFile(file);
    expect(continueToSoundtrack()).toBe(false);
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    expect(formEntries(TestXhr.sent[0]!)).toEqual([
      ['projectId', 'p1'],
      ['voiceModelId', ''],
      ['emotions', '[]'],
      ['flowType', 'custom'],
      ['customVoiceFile', file],
    ]);
    expect(screen.getByTestId('voice-processing-stage').textContent).toBe('Extracting vocal stems...');
  });

  it('narrates with the default voice when the project has no vocal audio yet', async () => {
    renderVoice(
      routesFor(
        project({
          voice_model_id: null,
          emotions: ['Neutral'],
          audio_stems: {
            vocal: null,
            mix: null,
            vocal_duration: null,
            musicZones: [],
            soundtrack: null,
          },
        }),
      ),
    );
    await screen.findAllByTestId('voice-card');
    expect(continueToSoundtrack()).toBe(false);
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    expect(formEntries(TestXhr.sent[0]!)).toEqual([
      ['projectId', 'p1'],
      ['voiceModelId', 'v-aria'],
      ['emotions', '["Neutral"]'],
      ['flowType', 'default'],
    ]);
    // The server found nothing to do after all: on to the soundtrack.
    TestXhr.sent[0]!.respond(200, { success: true, data: { jobId: null } });
    expect(await screen.findByText('soundtrack page')).toBeTruthy();
  });

  it('processes nothing for a project without a script', async () => {
    renderVoice(
      routesFor(
        project({ source_document: null, emotions: [], audio_stems: { ...project().audio_stems, vocal: null } }),
      ),
    );
    await screen.findAllByTestId('voice-card');
    expect(continueToSoundtrack()).toBe(false);
    expect(await screen.findByText('soundtrack page')).toBeTruthy();
    expect(TestXhr.sent).toHaveLength(0);
  });

  it('alerts a refused sample and stays on the step with the choices kept', async () => {
    renderVoice(routesFor(project({ voice_model_id: populated(BASIL) })));
    await screen.findAllByTestId('voice-card');
    chooseCustomFile(sample('silence.wav'));
    continueToSoundtrack();
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    TestXhr.sent[0]!.respond(422, { error: 'unprocessable', message: 'The voice sample is silent.' });

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to process voice and emotion selections: The voice sample is silent.'),
    );
    expect(screen.queryByTestId('voice-processing-overlay')).toBeNull();
    expect(screen.getByTestId('voice-step')).toBeTruthy();
    expect(within(customCard()).getByText('silence.wav')).toBeTruthy();
    expect(screen.queryByText('soundtrack page')).toBeNull();
  });

  it('alerts a failed job with its reason and stays on the step', async () => {
    const fetch = routesFor(project({ voice_model_id: populated(ARIA) }));
    renderVoice(fetch);
    await screen.findAllByTestId('voice-card');
    selectVoice('basil');
    continueToSoundtrack();
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    TestXhr.sent[0]!.respond(202, { success: true, data: { jobId: 'job-7' } });
    events.send({ stage: 'Generating new audio with selected voice...', percent: 40 });
    expect(await screen.findByText('40%')).toBeTruthy();
    events.send({ state: 'failed', percent: 40, error: 'The voice engine stopped' });

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to process voice and emotion selections: The voice engine stopped'),
    );
    expect(screen.queryByTestId('voice-processing-overlay')).toBeNull();
    expect(selectedVoices()).toEqual(['basil']);
    expect(projectReads(fetch)).toBe(1);
  });

  it('alerts when the server cannot be reached', async () => {
    renderVoice(routesFor(project({ voice_model_id: populated(ARIA) })));
    await screen.findAllByTestId('voice-card');
    selectVoice('basil');
    continueToSoundtrack();
    await waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    TestXhr.sent[0]!.fail();
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]![0]).toMatch(
      /^Failed to process voice and emotion selections: Network error: .+\. Please check if the server is running$/,
    );
  });
});
