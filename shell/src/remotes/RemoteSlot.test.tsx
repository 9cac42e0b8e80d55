import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteSlot } from './RemoteSlot.tsx';

const Step = ({ projectId }: { projectId: string }) => <p>step of {projectId}</p>;

/** A page with navigation around the slot, to show a failing remote breaks only its own part. */
function renderSlot(load: (attempt: number) => Promise<{ default: ComponentType<{ projectId: string }> }>) {
  const Page = () => (
    <>
      <nav>
        <Link to="/app/project/p2/review">other project</Link>
      </nav>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Page />,
        children: [
          { path: '/app/project/:id/review', element: <RemoteSlot load={load} props={{ projectId: 'p1' }} /> },
        ],
      },
    ],
    { initialEntries: ['/app/project/p1/review'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RemoteSlot', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a loading state, then the component with its props', async () => {
    let resolve: (module: { default: typeof Step }) => void = () => {};
    renderSlot(() => new Promise((done) => (resolve = done)));
    expect(screen.getByTestId('remote-loading').textContent).toBe('Loading...');
    resolve({ default: Step });
    expect(await screen.findByText('step of p1')).toBeTruthy();
  });

  it('contains a failed load and loads again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<(attempt: number) => Promise<{ default: typeof Step }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch http://127.0.0.1:3002/mf-manifest.json'))
      .mockResolvedValueOnce({ default: Step });
    renderSlot(load);

    const fallback = await screen.findByTestId('remote-error');
    expect(fallback.textContent).toContain('This part of ReelTalk could not be loaded.');
    expect(screen.getByRole('link', { name: 'other project' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('step of p1')).toBeTruthy();
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(load.mock.calls).toEqual([[0], [1]]);
  });

  it('keeps failing visibly while the remote stays down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('down')));
    renderSlot(load);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote-error')).toBeTruthy();
    expect(load.mock.calls).toEqual([[0], [1], [2]]);
  });

  it('catches a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('render failed');
    };
    renderSlot(async () => ({ default: Broken }));
    expect((await screen.findByTestId('remote-error')).textContent).toContain('could not be loaded');
  });
});
