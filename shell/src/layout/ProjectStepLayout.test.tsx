import { describe, it, expect, vi, beforeEach } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STEP_ACTION_EVENT,
  api,
  projectChanged,
  setMixing,
  setMusicZoneEditorOpen,
  type StepActionDetail,
} from '@reeltalk/web-kit';
import { createTestApi, jsonResponse, testNetwork, testProject } from '@reeltalk/web-kit/testing';
import { ProjectStepLayout } from './ProjectStepLayout.tsx';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const STEP_KEYS = ['upload', 'review', 'voice', 'soundtrack', 'export'] as const;
type Step = (typeof STEP_KEYS)[number];

const project = (overrides: { name?: string; mix?: string | null } = {}) =>
  testProject({
    name: overrides.name ?? 'The Lighthouse Keeper',
    source_document: { name: 'lighthouse.docx', file: 'https://s3.test/reeltalk/lighthouse.docx' },
    audio_stems: {
      vocal: 'https://s3.test/reeltalk/vocal.mp3',
      mix: overrides.mix ?? null,
      vocal_duration: 60,
      musicZones: [],
      soundtrack: null,
    },
  });

const routes = [
  { path: '/app', element: <ProjectStepLayout />, children: [{ index: true, element: <p>upload remote</p> }] },
  {
    path: '/app/project/:projectId/:step',
    element: <ProjectStepLayout />,
    children: [{ index: true, element: <p data-testid="step-content">step remote</p> }],
  },
];

function renderStep(step: Step | null, data = project()) {
  vi.mocked(api.get).mockResolvedValue({ success: true, data });
  return renderRoutes(routes, { at: step ? `/app/project/p1/${step}` : '/app' });
}

const stepButton = (key: Step) => screen.getByTestId(`step-${key}`) as HTMLButtonElement;
const clickable = () => STEP_KEYS.filter((key) => !stepButton(key).disabled);
const loaded = () => waitFor(() => expect(screen.getByTestId('step-bar-project-name')).toBeTruthy());

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.patch).mockReset();
});

describe('step bar', () => {
  it('names the five steps in order', () => {
    renderStep(null);
    expect(STEP_KEYS.map((key) => stepButton(key).textContent)).toEqual([
      '1Upload Script',
      '2Review & Edit',
      '3Voice & Emotion',
      '4Soundtrack Timing',
      '5Preview & Export',
    ]);
  });

  it.each<[Step, string[]]>([
    ['upload', ['in-progress', 'inactive', 'inactive', 'inactive', 'inactive']],
    ['review', ['complete', 'in-progress', 'inactive', 'inactive', 'inactive']],
    ['voice', ['complete', 'complete', 'in-progress', 'inactive', 'inactive']],
    ['soundtrack', ['complete', 'complete', 'complete', 'in-progress', 'inactive']],
    ['export', ['complete', 'complete', 'complete', 'complete', 'in-progress']],
  ])('on %s the steps are %j', async (step, statuses) => {
    renderStep(step);
    await loaded();
    expect(STEP_KEYS.map((key) => stepButton(key).dataset.status)).toEqual(statuses);
    expect(screen.getByRole('button', { current: 'step' })).toBe(stepButton(step));
  });

  it('lets a new project click only its upload step', () => {
    renderStep(null);
    expect(clickable()).toEqual(['upload']);
  });

  it.each<[Step, Step[]]>([
    ['upload', []],
    ['review', ['review']],
    ['voice', ['review', 'voice']],
    ['soundtrack', ['review', 'voice', 'soundtrack']],
    ['export', ['review', 'voice', 'soundtrack', 'export']],
  ])('inside an existing project without a mix, on %s, %j are clickable', async (step, expected) => {
    renderStep(step);
    await loaded();
    expect(clickable()).toEqual(expected);
  });

  it.each<Step>(['upload', 'review', 'voice'])(
    'with mixed audio every step but upload is clickable (on %s)',
    async (step) => {
      renderStep(step, project({ mix: 'https://s3.test/reeltalk/mix.mp3' }));
      await loaded();
      expect(clickable()).toEqual(['review', 'voice', 'soundtrack', 'export']);
    },
  );

  it('reads a project opened again afresh, so a mix made meanwhile opens every step but upload', async () => {
    const { router } = renderStep('review');
    await loaded();
    expect(clickable()).toEqual(['review']);
    // Mixed while another page (the library) was open; the project is opened again from there.
    await act(() => router.navigate('/app/my-library'));
    vi.mocked(api.get).mockResolvedValue({ success: true, data: project({ mix: 'https://s3.test/reeltalk/mix.mp3' }) });
    await act(() => router.navigate('/app/project/p1/review'));
    await waitFor(() => expect(clickable()).toEqual(['review', 'voice', 'soundtrack', 'export']));
  });

  it('opens a clicked step', async () => {
    const { router } = renderStep('soundtrack');
    await loaded();
    await userEvent.click(stepButton('review'));
    expect(router.state.location.pathname).toBe('/app/project/p1/review');
  });

  it('cuts the project name to 25 characters and "..."', async () => {
    renderStep('voice', project({ name: 'A Very Long Audiobook Project Name' }));
    await loaded();
    expect(screen.getByTestId('step-bar-project-name').textContent).toBe('A Very Long Audiobook Pro...');
  });

  it('shows a short project name whole', async () => {
    renderStep('voice', project({ name: 'Short Stories' }));
    await loaded();
    expect(screen.getByTestId('step-bar-project-name').textContent).toBe('Short Stories');
    expect(api.get).toHaveBeenCalledWith('/projects/p1', {});
  });

  it('reloads the project when a step says it changed', async () => {
    const { store } = renderStep('export', project({ name: 'Draft Name' }));
    await loaded();
    vi.mocked(api.get).mockResolvedValue({ success: true, data: project({ name: 'Final Name' }) });
    act(() => {
      store.dispatch(projectChanged('p1'));
    });
    await waitFor(() => expect(screen.getByTestId('step-bar-project-name').textContent).toBe('Final Name'));
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});

describe('bottom navigation', () => {
  it.each<[Step, string | null, string, string]>([
    ['upload', 'Back to Dashboard', 'Save Project', 'Continue to Review'],
    ['review', null, 'Save Project', 'Continue to Voice & Emotion'],
    ['voice', 'Back to Review', 'Save Project', 'Continue to Soundtrack'],
    ['soundtrack', 'Back to Voice & Emotion', 'Save Project', 'Mix & Export Audiobook'],
    ['export', 'Back to Soundtrack', 'Download', 'Save Project'],
  ])('on %s reads %j / %j / %j', async (step, back, middle, forward) => {
    renderStep(step);
    await loaded();
    const nav = screen.getByTestId('bottom-nav');
    expect(within(nav).queryByTestId('bottom-nav-back')?.textContent ?? null).toBe(back);
    expect(within(nav).getByTestId('bottom-nav-middle').textContent).toBe(middle);
    expect(within(nav).getByTestId('bottom-nav-forward').textContent).toBe(forward);
  });

  it('makes Download secondary and Save Project primary on export', async () => {
    renderStep('export');
    await loaded();
    expect(screen.getByTestId('bottom-nav-middle').className).toContain('shell-btn--secondary');
    expect(screen.getByTestId('bottom-nav-forward').className).toContain('shell-btn--primary');
  });

  it('cannot save or continue before the project exists', () => {
    renderStep(null);
    expect((screen.getByTestId('bottom-nav-middle') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('bottom-nav-forward') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('bottom-nav-back') as HTMLButtonElement).disabled).toBe(false);
  });

  it.each<[Step, string]>([
    ['upload', '/app'],
    ['voice', '/app/project/p1/review'],
    ['soundtrack', '/app/project/p1/voice'],
    ['export', '/app/project/p1/soundtrack'],
  ])('goes back from %s to %s', async (step, path) => {
    const { router } = renderStep(step);
    await loaded();
    await userEvent.click(screen.getByTestId('bottom-nav-back'));
    expect(router.state.location.pathname).toBe(path);
  });

  it('saves the project as complete on the export step, then opens the library', async () => {
    vi.mocked(api.patch).mockResolvedValue({ success: true, data: project({ name: 'Saved' }) });
    const { router } = renderStep('export');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(api.patch).toHaveBeenCalledWith(
      '/projects/p1',
      { status: 2, lastModified: expect.any(String) },
      expect.anything(),
    );
    const { lastModified } = vi.mocked(api.patch).mock.calls[0]![1] as { lastModified: string };
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-library'));
  });

  it.each<Step>(['upload', 'review', 'voice', 'soundtrack'])(
    'saves the project on %s without marking it complete, then opens the library',
    async (step) => {
      vi.mocked(api.patch).mockResolvedValue({ success: true, data: project({ name: 'Saved' }) });
      const { router } = renderStep(step);
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Save Project' }));
      expect(api.patch).toHaveBeenCalledWith('/projects/p1', { lastModified: expect.any(String) }, expect.anything());
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/my-library'));
    },
  );

  it('continues to the next step when the step does not take the action over', async () => {
    const { router } = renderStep('review');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Voice & Emotion' }));
    expect(router.state.location.pathname).toBe('/app/project/p1/voice');
  });

  it('leaves Continue to a step that takes it over', async () => {
    const seen: StepActionDetail[] = [];
    const takeOver = (event: Event) => {
      event.preventDefault();
      seen.push((event as CustomEvent<StepActionDetail>).detail);
    };
    window.addEventListener(STEP_ACTION_EVENT, takeOver);
    try {
      const { router } = renderStep('voice');
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Soundtrack' }));
      expect(seen).toEqual([{ step: 'voice', action: 'continue', projectId: 'p1' }]);
      expect(router.state.location.pathname).toBe('/app/project/p1/voice');
    } finally {
      window.removeEventListener(STEP_ACTION_EVENT, takeOver);
    }
  });

  it.each([
    ['the music-zone editor is open', setMusicZoneEditorOpen],
    ['audio is mixing', setMixing],
  ])('disables Mix & Export Audiobook while %s', async (_when, flag) => {
    const { store } = renderStep('soundtrack');
    await loaded();
    const mixButton = () => screen.getByRole('button', { name: 'Mix & Export Audiobook' }) as HTMLButtonElement;
    expect(mixButton().disabled).toBe(false);
    act(() => {
      store.dispatch(flag(true));
    });
    expect(mixButton().disabled).toBe(true);
    act(() => {
      store.dispatch(flag(false));
    });
    expect(mixButton().disabled).toBe(false);
  });
});

describe('step content', () => {
  it.each<Step>(['review', 'voice', 'export'])(
    'says a deleted project is gone on %s, with the way to the library and no Save or Continue',
    async (step) => {
      const server = createTestApi(
        testNetwork({
          'GET /api/projects/p1': () => jsonResponse(404, { error: 'not_found', message: 'Project not found.' }),
        }),
      );
      vi.mocked(api.get).mockImplementation((path) => server.get(path));
      const { router } = renderRoutes(routes, { at: `/app/project/p1/${step}` });
      expect((await screen.findByTestId('project-gone')).textContent).toContain('Project not found');
      expect(screen.queryByTestId('bottom-nav')).toBeNull();
      expect(screen.queryByTestId('step-content')).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Go to My Library' }));
      expect(router.state.location.pathname).toBe('/app/my-library');
    },
  );

  it('keeps the step and its buttons when the project cannot be read for another reason', async () => {
    const server = createTestApi(
      testNetwork({ 'GET /api/projects/p1': () => jsonResponse(500, { error: 'internal', message: 'Try again.' }) }),
    );
    vi.mocked(api.get).mockImplementation((path) => server.get(path));
    renderRoutes(routes, { at: '/app/project/p1/review' });
    expect(await screen.findByText('Try again.')).toBeTruthy();
    expect(screen.queryByTestId('project-gone')).toBeNull();
    expect(screen.getByTestId('bottom-nav')).toBeTruthy();
  });

  it("shows 'Loading project details...' on review until the project arrives", async () => {
    let answer: (value: unknown) => void = () => undefined;
    vi.mocked(api.get).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoutes(routes, { at: '/app/project/p1/review' });
    expect(screen.getByText('Loading project details...')).toBeTruthy();
    expect(screen.queryByTestId('step-content')).toBeNull();
    await act(async () => answer({ success: true, data: project() }));
    expect(await screen.findByTestId('step-content')).toBeTruthy();
    expect(screen.queryByText('Loading project details...')).toBeNull();
  });

  it.each<Step>(['review', 'voice', 'soundtrack', 'export'])(
    "sends a publisher's viewer from %s to the project's listening view, without the step or its buttons",
    async (step) => {
      vi.mocked(api.get).mockResolvedValue({ success: true, data: { ...project(), access: 'viewer' } });
      const { router } = renderRoutes(
        [...routes, { path: '/app/project/:projectId/listen', element: <p data-testid="listen-view">listen</p> }],
        { at: `/app/project/p1/${step}` },
      );
      expect(await screen.findByTestId('listen-view')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/app/project/p1/listen');
      expect(screen.queryByTestId('step-content')).toBeNull();
      expect(screen.queryByTestId('bottom-nav')).toBeNull();
    },
  );

  it('keeps an editor on the step', async () => {
    renderStep('voice', { ...project(), access: 'editor' });
    await loaded();
    expect(screen.getByTestId('step-content')).toBeTruthy();
    expect(screen.getByTestId('bottom-nav')).toBeTruthy();
  });

  it('renders the step right away on other steps', () => {
    vi.mocked(api.get).mockReturnValue(new Promise(() => undefined));
    renderRoutes(routes, { at: '/app/project/p1/voice' });
    expect(screen.getByTestId('step-content')).toBeTruthy();
  });
});
