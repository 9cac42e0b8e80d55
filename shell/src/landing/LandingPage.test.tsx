import { describe, it, expect, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, signOut, useAuth } from '@reeltalk/web-kit';
import { renderRoutes, signedIn, signedOut } from '../../testing/renderRoutes.tsx';
import { LandingWithAuth } from './LandingWithAuth.tsx';
import { profileAnswer } from '../../testing/profile.ts';

vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const renderLanding = (props = {}) =>
  renderRoutes([{ path: '/', element: <LandingWithAuth {...props} /> }], { at: '/' });

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue(signedOut);
  vi.mocked(api.get).mockResolvedValue(profileAnswer());
});

describe('LandingPage for visitors', () => {
  it('shows the sections in order', () => {
    renderLanding();
    const ids = [
      'landing-nav',
      'landing-hero',
      'landing-features',
      'landing-process',
      'landing-share',
      'landing-cta',
      'landing-footer',
    ];
    const sections = ids.map((id) => screen.getByTestId(id));
    for (let index = 1; index < sections.length; index += 1) {
      const previous = sections[index - 1] as HTMLElement;
      expect(
        previous.compareDocumentPosition(sections[index] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('has Features and How it Works links and a Get started button to /login', async () => {
    const { router } = renderLanding();
    const nav = screen.getByTestId('landing-nav');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ReelTalk', 'Features', 'How it Works', 'Get started']);
    expect(within(nav).queryByRole('button', { name: 'New Project' })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Get started' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['hero-start-creating', 'cta-start-creating'])('%s goes to /login', async (testId) => {
    const { router } = renderLanding();
    expect(screen.getByTestId(testId).textContent).toBe('Start Creating');
    await userEvent.click(screen.getByTestId(testId));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('promises no pricing or demo it does not have: See how it works leads to the five-step walkthrough', () => {
    const { view } = renderLanding();
    expect(screen.queryAllByRole('link', { name: 'Pricing' })).toEqual([]);
    expect(screen.queryAllByRole('button', { name: 'Watch Demo' })).toEqual([]);
    const tours = screen.getAllByRole('link', { name: 'See how it works' });
    expect(tours.map((link) => link.dataset.testid)).toEqual(['hero-how-it-works', 'cta-how-it-works']);
    // Every link within the page lands on a section of it.
    const anchors = [...view.container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    expect(anchors.length).toBeGreaterThan(tours.length);
    for (const anchor of anchors) {
      expect(view.container.querySelector(anchor.getAttribute('href') ?? '')).not.toBeNull();
    }
    expect(tours.every((link) => link.getAttribute('href') === '#how-it-works')).toBe(true);
  });

  it('walks through the five steps: upload, review, selection, timing, export', () => {
    renderLanding();
    const steps = within(screen.getByTestId('landing-process')).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.testid)).toEqual([
      'landing-step-upload',
      'landing-step-review',
      'landing-step-selection',
      'landing-step-timing',
      'landing-step-export',
    ]);
  });

  it('has analysis, voice and soundtrack value cards and download, study and share cards', () => {
    renderLanding();
    for (const type of ['analysis', 'voice', 'soundtrack', 'download', 'pilotly-study', 'share']) {
      expect(screen.getByTestId(`landing-card-${type}`)).toBeTruthy();
    }
  });

  it("shows the share cards as 'Loading...' and disabled until the sign-in state is known", () => {
    vi.mocked(useAuth).mockReturnValue({ initialized: false, ready: false, user: null });
    renderLanding();
    for (const type of ['download', 'pilotly-study', 'share']) {
      const action = screen.getByTestId(`landing-card-${type}-action`) as HTMLButtonElement;
      expect(action.textContent).toBe('Loading...');
      expect(action.disabled).toBe(true);
    }
  });

  it('sends a visitor from a share card to /login', async () => {
    const { router } = renderLanding();
    const action = screen.getByTestId('landing-card-share-action') as HTMLButtonElement;
    expect(action.disabled).toBe(false);
    await userEvent.click(action);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('LandingPage signed in', () => {
  beforeEach(() => {
    vi.mocked(useAuth).mockReturnValue(signedIn());
  });

  it('offers New Project (to /app/create) instead of Get started', async () => {
    const { router } = renderLanding();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New Project' }));
    expect(router.state.location.pathname).toBe('/app/create');
  });

  it('lets a caller override New Project and Logout', async () => {
    const onNewProject = vi.fn();
    const onLogout = vi.fn();
    const { router } = renderLanding({ onNewProject, onLogout });
    await userEvent.click(screen.getByRole('button', { name: 'New Project' }));
    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onNewProject).toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('has an avatar menu with Account and Logout that closes on an outside click', async () => {
    const { router } = renderLanding();
    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account', 'Logout']);
    fireEvent.mouseDown(screen.getByTestId('landing-hero'));
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(screen.getByTestId('avatar-menu-button'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user from a share card to the workspace', async () => {
    const { router } = renderLanding();
    await userEvent.click(screen.getByTestId('landing-card-download-action'));
    expect(router.state.location.pathname).toBe('/app');
  });
});
