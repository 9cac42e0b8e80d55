import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightLanding } from './LightLanding.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the light landing page (a first visit, without the app)', () => {
  it("is a visitor's page: Get started and usable share cards, no waiting for the sign-in state", () => {
    render(<LightLanding openApp={vi.fn(async () => undefined)} />);
    expect(screen.getByTestId('landing-get-started').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('landing-new-project')).toBeNull();
    const share = screen.getByTestId('landing-card-share-action') as HTMLButtonElement;
    expect(share.disabled).toBe(false);
  });

  it.each([
    ['landing-get-started', '/login'],
    ['hero-start-creating', '/login'],
    ['landing-card-download-action', '/login'],
  ])('%s moves the address to %s and starts the app once', (testId, path) => {
    const openApp = vi.fn(async () => undefined);
    render(<LightLanding openApp={openApp} />);
    fireEvent.click(screen.getByTestId(testId));
    expect(window.location.pathname).toBe(path);
    expect(openApp).toHaveBeenCalledTimes(1);
  });

  it('leaves a link opened in a new tab (a modifier key) to the browser', () => {
    const openApp = vi.fn(async () => undefined);
    render(<LightLanding openApp={openApp} />);
    fireEvent.click(screen.getByTestId('landing-get-started'), { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
    expect(openApp).not.toHaveBeenCalled();
  });
});
