import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MUSIC_ZONES_MESSAGES, type MusicZone, type Project, type Soundtrack } from '@reeltalk/contracts';
import { announceStepAction, setMixing, setMusicZoneEditorOpen } from '@reeltalk/web-kit';
import {
  jsonResponse,
  renderWithStore,
  setAuthUser,
  testEventStream,
  testNetwork,
  testProject,
  type TestRoute,
} from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SoundtrackTimingStep from './SoundtrackTimingStep.tsx';
import { TEST_PROPOSAL } from '../../testing/proposal.ts';

interface FakeRegion {
  id: string;
  start: number;
  end: number;
  drag?: boolean;
  resizeStart?: boolean;
  content?: string;
  setOptions: (options: { start: number; end: number }) => void;
}

// The waveform is drawn on a canvas, which jsdom lacks: record the regions wavesurfer is given instead, and let the
// test drop a dragged region as the regions plugin reports it.
const drawn = vi.hoisted(() => ({
  regions: [] as FakeRegion[],
  /** Handlers of a drop ('region-updated'), and of a region moving under the pointer ('region-update'). */
  updated: [] as Array<(region: FakeRegion) => void>,
  updating: [] as Array<(region: FakeRegion) => void>,
  waveforms: [] as Array<Record<string, unknown>>,
}));
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: Record<string, unknown>) => {
      drawn.waveforms.push(options);
      return { destroy: () => {} };
    },
  },
}));
vi.mock('wavesurfer.js/dist/plugins/regions.js', () => ({
  default: {
    create: () => ({
      clearRegions: () => drawn.regions.splice(0),
      addRegion: (options: FakeRegion) => {
        const region = { ...options, setOptions: (next: object) => Object.assign(region, next) };
        drawn.regions.push(region);
        return region;
      },
      on: (event: string, handler: (region: FakeRegion) => void) => {
        const handlers = event === 'region-update' ? drawn.updating : drawn.updated;
        handlers.push(handler);
        return () => handlers.splice(handlers.indexOf(handler), 1);
      },
    }),
  },
}));

const PROJECT = 'p1';
const signed = (key: string) => `http://s3.test/reeltalk/${key}?X-Amz-Signature=abc`;
const presign: TestRoute = (init) => {
  const { s3Keys } = JSON.parse(String(init?.body)) as { s3Keys: string[] };
  return jsonResponse(200, { success: true, urls: Object.fromEntries(s3Keys.map((key) => [key, signed(key)])) });
};

const narrated = (): Project =>
  testProject({
    audio_stems: {
      vocal: 'projects/p1/narration/vocal.mp3',
      peaks: 'projects/p1/narration/peaks.json',
      mix: null,
      vocal_duration: 30,
      musicZones: [],
      soundtrack: null,
    },
  });

const track = (patch: Partial<Soundtrack>): Soundtrack => ({
  _id: 'calm',
  title: 'Calm',
  short_description: 'gentle piano',
  type: 'stock',
  duration: 60,
  source_audio: { file: 'music/stock/calm.mp3', preview: 'music/stock/calm.preview.mp3' },
  ...patch,
});
const STOCK = track({ _id: 'morning', title: 'Calm Morning Over The Harbour' });
const CUSTOM = track({
  _id: 'gen-1',
  title: 'Harbour Night',
  type: 'user-generated',
  duration: 15,
  source_audio: { file: 'music/users/u1/gen-1.mp3', preview: 'music/users/u1/gen-1.preview.mp3' },
});
const zoneOf = (soundtrack: Soundtrack, start_time: number, end_time: number): MusicZone => ({
  soundtrackId: soundtrack._id,
  start_time,
  end_time,
  title: soundtrack.title,
  short_description: soundtrack.short_description,
  type: soundtrack.type,
  source_audio: { file: soundtrack.source_audio.file },
});

const ok = (data: unknown) => () => jsonResponse(200, { success: true, data });

function renderStep(routes: Record<string, TestRoute>) {
  const fetch = testNetwork({
    'GET /api/projects/p1': ok(narrated()),
    'POST /api/audio/presigned-urls': presign,
    [signed('projects/p1/narration/peaks.json')]: () =>
      jsonResponse(200, { duration: 30, bars: { min: Array(200).fill(-0.5), max: Array(200).fill(0.5) } }),
    ...routes,
  });
  vi.stubGlobal('fetch', fetch);
  const view = renderWithStore(
    [
      { path: '/app/project/:projectId/soundtrack', element: <SoundtrackTimingStep projectId={PROJECT} /> },
      { path: '/app/project/:projectId/export', element: <p>Preview & Export</p> },
    ],
    '/app/project/p1/soundtrack',
    fetch,
  );
  return { ...view, fetch };
}

const calls = (fetch: ReturnType<typeof testNetwork>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === method);

/** The identity provider reports a signed-in user: generating music needs one. */
const signIn = () =>
  act(() =>
    setAuthUser({
      uid: 'u1',
      email: 'ann@reeltalk.test',
      displayName: 'Ann',
      photoURL: null,
      emailVerified: true,
      providerId: 'password',
    }),
  );

const alerts = () => vi.mocked(window.alert).mock.calls.map(([text]) => text);

beforeEach(() => {
  drawn.regions.length = 0;
  drawn.updated.length = 0;
  drawn.updating.length = 0;
  drawn.waveforms.length = 0;
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  act(() => setAuthUser(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SoundtrackTimingStep', () => {
  it('lists the soundtracks (titles cut to 19 characters, the Custom tag) and the zones on the 150-bar timeline', async () => {
    renderStep({
      'GET /api/soundtracks': ok([STOCK, CUSTOM]),
      'GET /api/projects/p1/music-zones': ok([zoneOf(CUSTOM, 8, 23)]),
    });
    const items = await screen.findAllByTestId('soundtrack-item');
    expect(items.map((item) => within(item).getByTestId('soundtrack-title').textContent)).toEqual([
      'Calm Morning Over T...',
      'Harbour Night',
    ]);
    expect(items.map((item) => within(item).queryByTestId('soundtrack-tag')?.textContent ?? '')).toEqual([
      '',
      'Custom',
    ]);
    const zone = await screen.findByTestId('music-zone');
    expect(zone.textContent).toContain('Harbour Night');
    expect(zone.textContent).toContain('00:08 – 00:23');
    await vi.waitFor(() => expect(drawn.waveforms).toHaveLength(1));
    expect((drawn.waveforms[0]!.peaks as number[][])[0]).toHaveLength(150);
    expect(drawn.waveforms[0]!.duration).toBe(30);
    await vi.waitFor(() => expect(drawn.regions).toMatchObject([{ start: 8, end: 23, drag: false }]));
  });

  it('says when there are no soundtracks or zones, and what failed to load', async () => {
    renderStep({ 'GET /api/soundtracks': ok([]), 'GET /api/projects/p1/music-zones': ok([]) });
    expect(await screen.findByText('No soundtracks available')).toBeTruthy();
    expect(await screen.findByText('Add music zones above')).toBeTruthy();
    cleanup();
    const down = () => jsonResponse(500, { error: 'internal', message: 'Database unavailable' });
    renderStep({ 'GET /api/soundtracks': down, 'GET /api/projects/p1/music-zones': down });
    expect(await screen.findByText('Error loading soundtracks: Database unavailable')).toBeTruthy();
    expect(await screen.findByText('Error loading music zones: Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('drafts a zone from the picked soundtrack, moves it by the drag, and saves it, with Mix & Export held meanwhile', async () => {
    let zones: MusicZone[] = [];
    const { fetch, store } = renderStep({
      'GET /api/soundtracks': ok([STOCK, CUSTOM]),
      'GET /api/projects/p1/music-zones': () => ok(zones)(),
      'POST /api/projects/p1/music-zones': (init) => {
        const body = JSON.parse(String(init?.body)) as { start_time: number; end_time: number };
        zones = [zoneOf(CUSTOM, body.start_time, body.end_time)];
        return jsonResponse(201, { success: true, data: zones });
      },
    });
    const dispatched = vi.spyOn(store, 'dispatch');
    const toggle = await screen.findByTestId('zone-editor-toggle');
    expect(toggle.textContent).toBe('Add Music Zone');
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Save Music Zone');
    expect(dispatched).toHaveBeenCalledWith(setMusicZoneEditorOpen(true));

    const [, custom] = await screen.findAllByTestId('soundtrack-item');
    fireEvent.click(within(custom!).getByRole('button', { pressed: false }));
    expect(custom!.dataset.selected).toBe('true');
    await vi.waitFor(() =>
      expect(drawn.regions).toMatchObject([{ id: 'draft', start: 0, end: 15, drag: true, resizeStart: false }]),
    );
    // Clicking the picked soundtrack again drops the draft; picking it once more drafts it anew.
    fireEvent.click(within(custom!).getByRole('button', { pressed: true }));
    await vi.waitFor(() => expect(drawn.regions).toHaveLength(0));
    fireEvent.click(within(custom!).getByRole('button', { pressed: false }));
    await vi.waitFor(() => expect(drawn.regions).toHaveLength(1));

    // While it is dragged, the readout follows it.
    expect(screen.getByTestId('draft-times').textContent).toBe('00:00 – 00:15 · 00:15 long');
    act(() => drawn.updating.at(-1)!({ ...drawn.regions[0]!, start: 6.2, end: 21.2 }));
    expect(screen.getByTestId('draft-times').textContent).toBe('00:06 – 00:21 · 00:15 long');

    // Dropped past the narration's end: the move keeps the length and stops at the end.
    act(() => drawn.updated.at(-1)!({ ...drawn.regions[0]!, start: 20, end: 35 }));
    await vi.waitFor(() => expect(drawn.regions).toMatchObject([{ id: 'draft', start: 15, end: 30 }]));
    expect(screen.getByTestId('draft-times').textContent).toBe('00:15 – 00:30 · 00:15 long');

    fireEvent.click(toggle);
    await vi.waitFor(() => expect(calls(fetch, 'POST', '/music-zones')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST', '/music-zones')[0]![1]!.body))).toEqual({
      soundtrackId: 'gen-1',
      start_time: 15,
      end_time: 30,
    });
    await vi.waitFor(() => expect(toggle.textContent).toBe('Add Music Zone'));
    expect(dispatched).toHaveBeenCalledWith(setMusicZoneEditorOpen(false));
    expect(await screen.findByText('00:15 – 00:30')).toBeTruthy();
    expect(calls(fetch, 'GET', '/music-zones')).toHaveLength(2);
  });

  it('says why Save did nothing when no soundtrack is picked, and Cancel closes the editor', async () => {
    const { fetch } = renderStep({ 'GET /api/soundtracks': ok([CUSTOM]), 'GET /api/projects/p1/music-zones': ok([]) });
    const toggle = await screen.findByTestId('zone-editor-toggle');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(screen.getByTestId('zone-editor-hint').textContent).toBe(
      'Pick a soundtrack below for this zone first, or Cancel to close the editor.',
    );
    expect(screen.getByTestId('zone-editor-hint').getAttribute('role')).toBe('alert');
    expect(toggle.textContent).toBe('Save Music Zone');
    // Picking one clears the notice.
    fireEvent.click(within(await screen.findByTestId('soundtrack-item')).getByRole('button', { pressed: false }));
    expect(screen.getByTestId('zone-editor-hint').getAttribute('role')).toBeNull();
    fireEvent.click(screen.getByTestId('zone-editor-cancel'));
    expect(toggle.textContent).toBe('Add Music Zone');
    expect(screen.queryByTestId('zone-editor-hint')).toBeNull();
    expect(calls(fetch, 'POST', '/music-zones')).toHaveLength(0);
  });

  it('marks zones that overlap: they crossfade, never louder than one zone', async () => {
    renderStep({
      'GET /api/soundtracks': ok([STOCK, CUSTOM]),
      'GET /api/projects/p1/music-zones': ok([zoneOf(STOCK, 0, 10), zoneOf(CUSTOM, 8, 20), zoneOf(STOCK, 20, 30)]),
    });
    const zones = await screen.findAllByTestId('music-zone');
    expect(zones.map((zone) => within(zone).queryByTestId('zone-overlap')?.textContent ?? null)).toEqual([
      'Overlaps “Harbour Night” (00:08 – 00:20): crossfaded, never louder than one zone',
      'Overlaps “Calm Morning Over The Harbour” (00:00 – 00:10): crossfaded, never louder than one zone',
      null,
    ]);
  });

  it("saves a zone's own volume once its slider rests, and reads the list again", async () => {
    let zones = [zoneOf(STOCK, 0, 10), zoneOf(CUSTOM, 12, 20)];
    const { fetch } = renderStep({
      'GET /api/soundtracks': ok([STOCK, CUSTOM]),
      'GET /api/projects/p1/music-zones': () => ok(zones)(),
      'PATCH /api/projects/p1/music-zones/1': (init) => {
        const { volume } = JSON.parse(String(init?.body)) as { volume: number };
        zones = [zones[0]!, { ...zones[1]!, volume }];
        return jsonResponse(200, { success: true, data: zones });
      },
    });
    const [, second] = await screen.findAllByTestId('music-zone');
    const slider = within(second!).getByRole('slider', { name: 'Volume of Harbour Night' }) as HTMLInputElement;
    expect(slider.value).toBe('100');
    fireEvent.change(slider, { target: { value: '70' } });
    fireEvent.change(slider, { target: { value: '55' } });
    expect(second!.textContent).toContain('55 %');
    await vi.waitFor(() => expect(calls(fetch, 'PATCH', '/music-zones/1')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'PATCH', '/music-zones/1')[0]![1]!.body))).toEqual({ volume: 0.55 });
    await vi.waitFor(() => expect(calls(fetch, 'GET', '/music-zones')).toHaveLength(2), { timeout: 3000 });
  });

  it('deletes a zone only after the confirmation, then reads the list again', async () => {
    let zones = [zoneOf(STOCK, 0, 10), zoneOf(CUSTOM, 12, 20)];
    const { fetch } = renderStep({
      'GET /api/soundtracks': ok([STOCK, CUSTOM]),
      'GET /api/projects/p1/music-zones': () => ok(zones)(),
      'DELETE /api/projects/p1/music-zones/1': () => {
        zones = zones.slice(0, 1);
        return jsonResponse(200, { success: true, data: zones });
      },
    });
    const [, second] = await screen.findAllByTestId('music-zone');
    fireEvent.click(within(second!).getByTestId('delete-zone'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Music Zone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch, 'DELETE', '/music-zones/1')).toHaveLength(0);

    fireEvent.click(within(second!).getByTestId('delete-zone'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('music-zone')).toHaveLength(1), { timeout: 3000 });
    expect(calls(fetch, 'DELETE', '/music-zones/1')).toHaveLength(1);
  });

  it("alerts 'Failed to save music zone: …' with the server's reason", async () => {
    renderStep({
      'GET /api/soundtracks': ok([CUSTOM]),
      'GET /api/projects/p1/music-zones': ok([]),
      'POST /api/projects/p1/music-zones': () =>
        jsonResponse(404, { error: 'not_found', message: 'Soundtrack not found' }),
    });
    fireEvent.click(await screen.findByTestId('zone-editor-toggle'));
    fireEvent.click(within(await screen.findByTestId('soundtrack-item')).getByRole('button', { pressed: false }));
    fireEvent.click(screen.getByTestId('zone-editor-toggle'));
    await vi.waitFor(() => expect(alerts()).toEqual(['Failed to save music zone: Soundtrack not found']));
    expect(screen.getByTestId('zone-editor-toggle').textContent).toBe('Save Music Zone');
  });

  it('tells a creator whose project holds 200 zones to delete one, and posts nothing', async () => {
    const { fetch } = renderStep({
      'GET /api/soundtracks': ok([CUSTOM]),
      'GET /api/projects/p1/music-zones': ok(Array.from({ length: 200 }, () => zoneOf(CUSTOM, 0, 1))),
    });
    await vi.waitFor(() => expect(screen.getAllByTestId('music-zone')).toHaveLength(200), { timeout: 3000 });
    fireEvent.click(screen.getByTestId('zone-editor-toggle'));
    fireEvent.click(within(await screen.findByTestId('soundtrack-item')).getByRole('button', { pressed: false }));
    fireEvent.click(screen.getByTestId('zone-editor-toggle'));
    expect(alerts()).toEqual(['A project can hold at most 200 music zones. Delete one to add another.']);
    expect(calls(fetch, 'POST', '/music-zones')).toHaveLength(0);
  });

  it('checks the generate-music form, waits for sign-in, and sends the prompt with 30 s by default', async () => {
    const { fetch } = renderStep({
      'GET /api/soundtracks': ok([]),
      'GET /api/projects/p1/music-zones': ok([]),
      'POST /api/music/generate': () => jsonResponse(202, { success: true, data: { generationId: 'gen-2' } }),
    });
    fireEvent.click(await screen.findByTestId('open-generate-music'));
    const submit = screen.getByTestId('generate-music-submit');
    fireEvent.click(submit);
    // Every problem at once, each under its field.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Please describe the music style you want to generate',
        'Please enter a track name',
      ]),
    );
    expect(screen.getByLabelText('Track Name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Music Description'), { target: { value: 'slow sad piano' } });
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter a track name']),
    );
    fireEvent.change(screen.getByLabelText('Track Name'), { target: { value: 'Harbour Night' } });
    expect((screen.getByLabelText('Duration') as HTMLSelectElement).value).toBe('30');
    fireEvent.click(submit);
    await vi.waitFor(() => expect(alerts()).toEqual(['Authentication not ready. Please wait and try again.']));

    signIn();
    fireEvent.click(await screen.findByTestId('open-generate-music'));
    fireEvent.change(screen.getByLabelText('Music Description'), { target: { value: 'slow sad piano' } });
    fireEvent.change(screen.getByLabelText('Track Name'), { target: { value: 'Harbour Night' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('generate-music-submit'));
    await vi.waitFor(() => expect(calls(fetch, 'POST', '/music/generate')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'POST', '/music/generate')[0]![1]!.body))).toEqual({
      projectId: PROJECT,
      prompt_description: 'slow sad piano',
      track_name: 'Harbour Night',
      duration: 15,
    });
    expect(await screen.findByTestId('music-progress-percent')).toBeTruthy();
  });

  it('scores the book: the kept drafts, as changed, each become a generated track and its zone', async () => {
    signIn();
    const events = testEventStream('gen-9', PROJECT);
    events.send({ kind: 'music', stage: 'Rendering music...', percent: 40 });
    events.send({ kind: 'music', state: 'done', stage: 'Done', percent: 100 });
    const { fetch } = renderStep({
      'GET /api/projects/p1/events': () => events.response,
      'GET /api/soundtracks': ok([]),
      'GET /api/projects/p1/music-zones': ok([]),
      'GET /api/projects/p1/score-proposal': ok(TEST_PROPOSAL),
      'POST /api/music/generate': () => jsonResponse(202, { success: true, data: { generationId: 'gen-9' } }),
      'GET /api/music/status/gen-9': ok({
        status: 'completed',
        stage: 'Done',
        percent: 100,
        error: null,
        soundtrack: { ...CUSTOM, _id: 'gen-9' },
      }),
      'POST /api/projects/p1/music-zones': () => jsonResponse(201, { success: true, data: [zoneOf(CUSTOM, 0, 1)] }),
    });
    fireEvent.click(await screen.findByTestId('score-my-book'));
    const dialog = await screen.findByRole('dialog', { name: 'Score my book' });
    const [opening, storm] = within(dialog).getAllByTestId('score-draft');
    expect(opening!.textContent).toContain('calm');
    // Times read and typed as mm:ss, never as raw seconds.
    expect((within(storm!).getByLabelText('Start (mm:ss)') as HTMLInputElement).value).toBe('00:12');
    expect(storm!.textContent).toContain('00:12 – 00:30');
    fireEvent.click(within(storm!).getByRole('button', { name: 'Drop' }));
    fireEvent.change(within(opening!).getByLabelText('Music for this chapter'), { target: { value: 'gentle harp' } });
    fireEvent.change(within(opening!).getByLabelText('End (mm:ss)'), { target: { value: '00:31' } });
    expect(within(opening!).getByRole('alert').textContent).toBe('A music zone cannot end after the narration');
    expect((within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(opening!).getByLabelText('End (mm:ss)'), { target: { value: '10.5' } });
    // Named under the field itself (and read with it), the one problem of the draft.
    const notATime = await within(opening!).findByRole('alert');
    expect(notATime.textContent).toBe('Type each time as mm:ss, for example 04:30.');
    expect(within(opening!).getByLabelText('End (mm:ss)').getAttribute('aria-describedby')).toBe(notATime.id);
    fireEvent.change(within(opening!).getByLabelText('End (mm:ss)'), { target: { value: '0:10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await vi.waitFor(() => expect(calls(fetch, 'POST', '/music-zones')).toHaveLength(1), { timeout: 5000 });
    expect(calls(fetch, 'POST', '/music/generate').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { projectId: PROJECT, duration: 15, prompt_description: 'gentle harp', track_name: 'My Book – Chapter One' },
    ]);
    expect(JSON.parse(String(calls(fetch, 'POST', '/music-zones')[0]![1]!.body))).toEqual({
      soundtrackId: 'gen-9',
      start_time: 0,
      end_time: 10,
    });
    expect(alerts()).toEqual([]);
  });
});

describe("the bottom bar's Mix & Export Audiobook", () => {
  const mixAnswer = (message: string) => ({
    message,
    mixFile: { url: signed('projects/p1/mix/f1.mp3'), s3Key: 'projects/p1/mix/f1.mp3' },
    mixWavKey: 'projects/p1/mix/f1.wav',
    reused: false,
  });
  /** The shell's click on the bottom bar's forward button; false when the step took it over. */
  const mixAndExport = () => {
    let leftToShell = true;
    act(() => {
      leftToShell = announceStepAction({ step: 'soundtrack', action: 'continue', projectId: PROJECT });
    });
    return leftToShell;
  };
  const overlay = () => ({
    stage: screen.getByTestId('mix-stage').textContent,
    percent: screen.getByTestId('mix-progress').textContent,
  });

  /** The step is up with its (no) zones read, so it acts with the dispatch the test watches. */
  const zonesRead = () => screen.findByText(MUSIC_ZONES_MESSAGES.empty);

  /** The step with a mix whose answer the test gives, and the project's event stream it feeds. */
  function renderMixing() {
    const events = testEventStream('mix-1', PROJECT);
    let answer!: (response: Response) => void;
    const view = renderStep({
      'GET /api/soundtracks': ok([]),
      'GET /api/projects/p1/music-zones': ok([]),
      'GET /api/projects/p1/events': () => events.response,
      'POST /api/projects/p1/mix-audio': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const dispatched = vi.spyOn(view.store, 'dispatch');
    const mixingFlags = () =>
      dispatched.mock.calls
        .map(([action]) => action)
        .filter(setMixing.match)
        .map((action) => action.payload);
    /** Answers the mix once it was asked for. */
    const answerMix = async (response: Response) => {
      await vi.waitFor(() => expect(calls(view.fetch, 'POST', '/mix-audio')).toHaveLength(1));
      act(() => answer(response));
    };
    return { ...view, events, answerMix, mixingFlags };
  }

  it("follows the mix job's progress, then shows how it ended at 100 % and opens the export step a second later", async () => {
    const { fetch, router, events, answerMix, mixingFlags } = renderMixing();
    await zonesRead();
    expect(mixAndExport()).toBe(false);
    expect(overlay()).toEqual({ stage: 'Preparing audio export...', percent: '0%' });
    expect(mixingFlags()).toEqual([true]);
    await vi.waitFor(() => expect(calls(fetch, 'POST', '/mix-audio')).toHaveLength(1));

    // The stream opens with an earlier mix's end and carries other jobs: neither moves the bar.
    act(() =>
      events.send({ jobId: 'mix-0', kind: 'mix', state: 'done', stage: 'Audio mixing completed!', percent: 100 }),
    );
    act(() => events.send({ jobId: 'n-1', kind: 'narration', state: 'running', stage: 'Narrating', percent: 90 }));
    // Taken by a worker before its first progress, the job still has the queue's wording: the spec's text stays.
    act(() => events.send({ kind: 'mix', state: 'running', stage: 'Waiting to start...', percent: 5 }));
    await vi.waitFor(() => expect(overlay()).toEqual({ stage: 'Preparing audio export...', percent: '5%' }));
    act(() => events.send({ kind: 'mix', state: 'running', stage: 'Processing audio files...', percent: 25 }));
    await vi.waitFor(() => expect(overlay()).toEqual({ stage: 'Processing audio files...', percent: '25%' }));
    act(() => events.send({ kind: 'mix', state: 'running', stage: 'Processing audio files...', percent: 61.6 }));
    await vi.waitFor(() => expect(overlay().percent).toBe('62%'));

    // A second click while it mixes starts nothing more.
    expect(mixAndExport()).toBe(false);
    const projectReads = calls(fetch, 'GET', '/api/projects/p1').length;
    await answerMix(jsonResponse(200, mixAnswer('Audio mixed successfully')));
    await vi.waitFor(() => expect(overlay()).toEqual({ stage: 'Audio mixing completed!', percent: '100%' }));
    // The project is read again, so the export step finds the new mix in audio_stems.
    await vi.waitFor(() => expect(calls(fetch, 'GET', '/api/projects/p1').length).toBe(projectReads + 1));
    expect(router.state.location.pathname).toBe('/app/project/p1/soundtrack');
    expect(mixingFlags()).toEqual([true]);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/project/p1/export'), { timeout: 3000 });
    expect(mixingFlags()).toEqual([true, false]);
    expect(calls(fetch, 'POST', '/mix-audio')).toHaveLength(1);
    expect(alerts()).toEqual([]);
  });

  it("says 'Vocal only' when the server mixed a project without music zones", async () => {
    const { answerMix, router } = renderMixing();
    await zonesRead();
    mixAndExport();
    await answerMix(jsonResponse(200, mixAnswer('No music zones found, exported vocal only')));
    await vi.waitFor(() =>
      expect(overlay()).toEqual({ stage: 'Audio export completed! (Vocal only)', percent: '100%' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/project/p1/export'), { timeout: 3000 });
  });

  it("closes the progress and alerts 'Failed to export audio: …' with the server's reason, staying on the step", async () => {
    const { answerMix, router, mixingFlags } = renderMixing();
    await zonesRead();
    mixAndExport();
    await answerMix(
      jsonResponse(409, {
        error: 'conflict',
        message: 'This project has no narration to mix yet. Generate the voice first.',
      }),
    );
    await vi.waitFor(() =>
      expect(alerts()).toEqual([
        'Failed to export audio: This project has no narration to mix yet. Generate the voice first.',
      ]),
    );
    expect(screen.queryByTestId('mix-overlay')).toBeNull();
    expect(mixingFlags()).toEqual([true, false]);
    expect(router.state.location.pathname).toBe('/app/project/p1/soundtrack');
  });

  it("leaves other steps' actions and the soundtrack step's Download to the shell", async () => {
    const { fetch } = renderMixing();
    await zonesRead();
    expect(announceStepAction({ step: 'voice', action: 'continue', projectId: PROJECT })).toBe(true);
    expect(announceStepAction({ step: 'soundtrack', action: 'download', projectId: PROJECT })).toBe(true);
    expect(screen.queryByTestId('mix-overlay')).toBeNull();
    expect(calls(fetch, 'POST', '/mix-audio')).toHaveLength(0);
  });
});
