import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry, StepProps } from '@reeltalk/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEXT_CONTRACTS,
  everyRemoteFits,
  registryReads,
  release,
  remoteNetwork,
} from '../../testing/remoteRegistry.ts';
import { RemoteRoute } from './RemoteRoute.tsx';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
// Nobody is signed in: the refusal is not reported (loadRemoteComponent.test.ts covers the report).
vi.mock('@reeltalk/web-kit', async () => (await import('../../testing/webKitMock.ts')).mockedWebKit());

const Step = ({ projectId }: StepProps) => <p>step of {projectId}</p>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RemoteRoute', () => {
  it('says the step is being updated while no release fits the shell, and loads the one that does on Retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry: RemoteRegistry = everyRemoteFits();
    registry.remotes.mf_soundtrack = {
      live: release('mf_soundtrack', '2.0.0', NEXT_CONTRACTS),
      earlier: [release('mf_soundtrack', '1.9.0', NEXT_CONTRACTS)],
    };
    const network = remoteNetwork(() => registry);
    vi.stubGlobal('fetch', network);
    vi.mocked(loadRemote).mockResolvedValue({ default: Step });
    const router = createMemoryRouter(
      [
        {
          path: '/app/project/:id/soundtrack',
          element: <RemoteRoute remote="mf_soundtrack" module="./Step" props={{ projectId: 'p1' }} />,
        },
      ],
      { initialEntries: ['/app/project/p1/soundtrack'] },
    );
    render(<RouterProvider router={router} />);

    expect((await screen.findByTestId('remote-updating')).textContent).toContain(
      'This step is being updated. Please try again in a few minutes.',
    );
    expect(loadRemote).not.toHaveBeenCalled();

    registry.remotes.mf_soundtrack.live = release('mf_soundtrack', '2.0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('step of p1')).toBeTruthy();
    expect(screen.queryByTestId('remote-updating')).toBeNull();
    expect(registryReads(network)).toBe(2);
  });
});
