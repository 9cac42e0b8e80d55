import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse as json, renderWithStore, testProject } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import LibraryPage from './LibraryPage.tsx';

const project = (n: number, name: string, genres: string[], status: 0 | 1 | 2) =>
  testProject({ _id: `00000000-0000-4000-8000-00000000000${n}`, name, genres, status });

/** Renders the page against answers of the network, in order. */
function renderLibrary(...answers: Array<Response | Promise<Response>>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const answer of answers) fetch.mockImplementationOnce(() => Promise.resolve(answer));
  const routes = [
    { path: '/app/my-library', element: <LibraryPage /> },
    { path: '/app/project/:id/review', element: <p>review page</p> },
  ];
  return { fetch, ...renderWithStore(routes, '/app/my-library', fetch) };
}

describe('LibraryPage', () => {
  it('shows the title and loading text while the projects are fetched', async () => {
    const { fetch } = renderLibrary(new Promise<Response>(() => {}));
    expect(screen.getByRole('heading', { name: 'My Library' })).toBeTruthy();
    expect(screen.getByText('Loading projects...')).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/projects');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('lists each project with its genres and status tag', async () => {
    renderLibrary(
      json(200, {
        success: true,
        data: [
          project(1, 'Night Train', ['Mystery', 'Thriller'], 0),
          project(2, 'Sea Stories', ['Adventure'], 1),
          project(3, 'Finished Tale', [], 2),
        ],
      }),
    );
    const rows = await screen.findAllByTestId('library-project');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Night TrainMystery, ThrillerDraft',
      'Sea StoriesAdventureIn Progress',
      'Finished TaleComplete',
    ]);
    expect(screen.queryByText('Loading projects...')).toBeNull();
  });

  it('opens the review step of a clicked project', async () => {
    const { router } = renderLibrary(json(200, { success: true, data: [project(9, 'Night Train', [], 1)] }));
    await userEvent.click(await screen.findByText('Night Train'));
    expect(router.state.location.pathname).toBe('/app/project/00000000-0000-4000-8000-000000000009/review');
    expect(screen.getByText('review page')).toBeTruthy();
  });

  it('reads the projects again each time the library opens, as narrations finish on the server', async () => {
    const { fetch, router } = renderLibrary(
      json(200, { success: true, data: [project(1, 'Night Train', [], 1)] }),
      json(200, { success: true, data: [project(1, 'Night Train', [], 2)] }),
    );
    await userEvent.click(await screen.findByText('Night Train'));
    await router.navigate('/app/my-library');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect((await screen.findByTestId('library-project')).textContent).toBe('Night TrainComplete');
  });

  it('says so when there are no projects', async () => {
    renderLibrary(json(200, { success: true, data: [] }));
    expect(await screen.findByText('No projects available. Create your first project to get started!')).toBeTruthy();
    expect(screen.queryByTestId('library-project')).toBeNull();
  });

  it('shows the server error with a Retry that loads again', async () => {
    renderLibrary(
      json(500, { error: 'internal', message: 'Database unavailable' }),
      json(200, { success: true, data: [project(1, 'Night Train', ['Mystery'], 2)] }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading projects: Database unavailable')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('library-project')).textContent).toBe('Night TrainMysteryComplete');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
