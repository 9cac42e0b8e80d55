import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, testNetwork, testProject, type TestRoute } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LibraryPage from './LibraryPage.tsx';
import { libraryAnswer, libraryRow, membership, TestIntersectionObserver } from '../testing/library.ts';

const LIST = 'GET /api/projects';
const MEMBERSHIPS = 'GET /api/publishers/user/me';

beforeEach(() => vi.stubGlobal('IntersectionObserver', TestIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  TestIntersectionObserver.observers = [];
});

/** The library page over the test network; the caller belongs to no publisher unless a route says otherwise. */
function renderLibrary(routes: Record<string, TestRoute>) {
  const fetch = testNetwork({ [MEMBERSHIPS]: () => jsonResponse(200, { success: true, data: [] }), ...routes });
  const view = renderWithStore(
    [
      { path: '/app/my-library', element: <LibraryPage /> },
      { path: '/app/project/:id/review', element: <p>review page</p> },
    ],
    '/app/my-library',
    fetch,
  );
  const requested = () => fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
  return { fetch, requested, ...view };
}

const rowTexts = () => screen.getAllByTestId('library-project').map((row) => row.textContent);
const count = () => screen.getByTestId('library-count').textContent;

describe('LibraryPage', () => {
  it('shows the title and loading text while the first page is fetched with the token', async () => {
    const { fetch } = renderLibrary({ [LIST]: () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('heading', { name: 'My Library' })).toBeTruthy();
    expect(screen.getByText('Loading projects...')).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('http://api.test/api/projects', expect.anything()));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/projects'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('lists each project with its owner, genres and status tag, and counts them', async () => {
    renderLibrary({
      [LIST]: () =>
        libraryAnswer([
          libraryRow(1, { name: 'Night Train', genres: ['Mystery', 'Thriller'], status: 0 }),
          libraryRow(2, {
            name: 'Sea Stories',
            genres: ['Adventure'],
            userId: { ...libraryRow(2).userId, fullName: 'Bo' },
          }),
          libraryRow(3, { name: 'Finished Tale', status: 2 }),
        ]),
    });
    expect(await screen.findByText('Night Train')).toBeTruthy();
    expect(rowTexts()).toEqual([
      'Night TrainAnn ReaderMystery, ThrillerDraft',
      'Sea StoriesBoAdventureIn Progress',
      'Finished TaleAnn ReaderComplete',
    ]);
    expect(count()).toBe('3 projects found');
    expect(screen.queryByText('Loading projects...')).toBeNull();
  });

  it('opens the review step of a clicked row', async () => {
    const { router } = renderLibrary({ [LIST]: () => libraryAnswer([libraryRow(9, { name: 'Night Train' })]) });
    await userEvent.click(await screen.findByText('Ann Reader'));
    expect(router.state.location.pathname).toBe('/app/project/00000000-0000-4000-8000-000000000009/review');
    expect(screen.getByText('review page')).toBeTruthy();
  });

  it('reads the list again each time the library opens, as narrations finish on the server', async () => {
    let status: 1 | 2 = 1;
    const { router, requested } = renderLibrary({
      [LIST]: () => libraryAnswer([libraryRow(1, { name: 'Night Train', status })]),
    });
    await userEvent.click(await screen.findByText('Night Train'));
    status = 2;
    await router.navigate('/app/my-library');
    await waitFor(() =>
      expect(requested().filter((call) => call === `GET http://api.test/api/projects`)).toHaveLength(2),
    );
    // The row's status, not the status filter's option of the same name.
    await waitFor(() => expect(screen.getByTestId('library-project-status').textContent).toBe('Complete'));
  });

  it('says so when the library holds no project at all', async () => {
    renderLibrary({ [LIST]: () => libraryAnswer([]) });
    expect(await screen.findByText('No projects available. Create your first project to get started!')).toBeTruthy();
    expect(screen.queryByTestId('library-count')).toBeNull();
    expect(screen.queryByText('No projects found')).toBeNull();
  });

  it('shows the server error with a Retry that loads again', async () => {
    let fail = true;
    renderLibrary({
      [LIST]: () =>
        fail
          ? jsonResponse(500, { error: 'internal', message: 'Database unavailable' })
          : libraryAnswer([libraryRow(1, { name: 'Night Train' })]),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading projects: Database unavailable')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Night Train')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the next page from the cursor when the end of the list comes into view', async () => {
    const { requested } = renderLibrary({
      [LIST]: () => libraryAnswer([libraryRow(1)], { total: 2, nextCursor: 'after-1' }),
      [`${LIST}?cursor=after-1`]: () => libraryAnswer([libraryRow(2)], { total: 2 }),
    });
    expect(await screen.findByText('Book 1')).toBeTruthy();
    act(() => TestIntersectionObserver.scrollIntoView());
    expect(await screen.findByText('Book 2')).toBeTruthy();
    expect(count()).toBe('2 projects found');
    // The last page has no cursor: the end of the list asks for nothing more.
    act(() => TestIntersectionObserver.scrollIntoView());
    expect(requested().filter((call) => call.includes('/api/projects'))).toHaveLength(2);
  });
});

describe('LibraryPage filters', () => {
  const library = [
    libraryRow(1, { name: 'Moon Tales', genres: ['Drama', 'Sci-Fi'] }),
    libraryRow(2, { name: 'Sea Stories', genres: ['Adventure'] }),
  ];

  it('sends the search once typing rests, trimmed, and clears it with the clear button', async () => {
    const { requested } = renderLibrary({
      [LIST]: () => libraryAnswer(library),
      [`${LIST}?q=moon`]: () => libraryAnswer([library[0]!]),
    });
    await screen.findByText('Sea Stories');
    await userEvent.type(screen.getByPlaceholderText('Search projects by title or user...'), ' moon ');
    await waitFor(() => expect(count()).toBe('1 project found with search "moon"'));
    expect(rowTexts()).toEqual(['Moon TalesAnn ReaderDrama, Sci-FiIn Progress']);
    expect(requested().filter((call) => call.includes('q='))).toEqual(['GET http://api.test/api/projects?q=moon']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((screen.getByPlaceholderText('Search projects by title or user...') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(count()).toBe('2 projects found'));
  });

  it('filters by status on the server and names the status in the count', async () => {
    renderLibrary({
      [LIST]: () => libraryAnswer(library),
      [`${LIST}?status=complete`]: () => libraryAnswer([]),
    });
    await screen.findByText('Sea Stories');
    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Complete', 'In Progress', 'Draft']);
    await userEvent.selectOptions(status, 'Complete');
    expect(await screen.findByText('No projects found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms, status filter, or genre selection.')).toBeTruthy();
    expect(count()).toBe('0 projects found with status Complete');
  });

  it('applies the ticked genres only on Apply; Cancel drops them and All Genres clears them', async () => {
    const { requested } = renderLibrary({
      [LIST]: () => libraryAnswer(library),
      [`${LIST}?genres=Drama%2CAdventure`]: () => libraryAnswer(library),
      [`${LIST}?genres=Drama`]: () => libraryAnswer([library[0]!], { genres: ['Adventure', 'Drama', 'Sci-Fi'] }),
    });
    await screen.findByText('Sea Stories');
    const genreButton = screen.getByRole('button', { name: 'Filter by genre' });
    expect(genreButton.textContent).toBe('All Genres');

    await userEvent.click(genreButton);
    const panel = () => screen.getByRole('group', { name: 'Filter by genre' });
    expect(
      within(panel())
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['All Genres', 'Drama', 'Sci-Fi', 'Adventure']);
    await userEvent.click(within(panel()).getByLabelText('Drama'));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Filter by genre' })).toBeNull();
    expect(genreButton.textContent).toBe('All Genres');
    expect(requested().some((call) => call.includes('genres='))).toBe(false);

    await userEvent.click(genreButton);
    expect((within(panel()).getByLabelText('Drama') as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(panel()).getByLabelText('Drama'));
    await userEvent.click(within(panel()).getByLabelText('Adventure'));
    await userEvent.click(within(panel()).getByLabelText('All Genres'));
    expect((within(panel()).getByLabelText('All Genres') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(panel()).getByLabelText('Drama'));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(count()).toBe('1 project found with genre Drama'));
    expect(genreButton.textContent).toBe('Drama');
    expect(requested().filter((call) => call.includes('genres='))).toEqual([
      'GET http://api.test/api/projects?genres=Drama',
    ]);
  });

  it('combines search, status and genres in one request and one count sentence', async () => {
    renderLibrary({
      [LIST]: () => libraryAnswer(library),
      [`${LIST}?status=in-progress`]: () => libraryAnswer(library),
      [`${LIST}?status=in-progress&genres=Sci-Fi`]: () => libraryAnswer([library[0]!]),
      [`${LIST}?q=ann&status=in-progress&genres=Sci-Fi`]: () => libraryAnswer([library[0]!]),
    });
    await screen.findByText('Sea Stories');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'In Progress');
    await screen.findByText('2 projects found with status In Progress');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by genre' }));
    await userEvent.click(screen.getByLabelText('Sci-Fi'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('1 project found with status In Progress and genre Sci-Fi');
    await userEvent.type(screen.getByPlaceholderText('Search projects by title or user...'), 'ann');
    expect(
      await screen.findByText('1 project found with search "ann" and status In Progress and genre Sci-Fi'),
    ).toBeTruthy();
  });
});

describe('LibraryPage actions', () => {
  const menuOf = (name: string) => screen.getByRole('button', { name: `Project options: ${name}` });
  const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

  it('offers only what the access allows, and assigning only to a member of some publisher', async () => {
    renderLibrary({
      [MEMBERSHIPS]: () => jsonResponse(200, { success: true, data: [membership('Acme Audio')] }),
      [LIST]: () =>
        libraryAnswer([
          libraryRow(1, { name: 'Mine' }),
          libraryRow(2, { name: 'Shared to me', access: 'viewer' }),
          libraryRow(3, { name: 'Edited by me', access: 'editor' }),
        ]),
    });
    await screen.findByText('Mine');
    await userEvent.click(menuOf('Mine'));
    // The memberships may arrive after the list: the open menu then gains the assignment.
    await screen.findByRole('menuitem', { name: 'Assign to publisher' });
    expect(menuItems()).toEqual(['Duplicate', 'Assign to publisher', 'Delete']);
    expect(screen.queryByRole('button', { name: 'Project options: Shared to me' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Project options: Edited by me' })).toBeNull();
  });

  it('deletes through the Delete Project dialog, fades the row out, then drops it and its count', async () => {
    const deleted = vi.fn(() => jsonResponse(200, { success: true }));
    const row = libraryRow(1, { name: 'Moon Tales' });
    const { router } = renderLibrary({
      [LIST]: () => libraryAnswer([row, libraryRow(2, { name: 'Sea Stories' })]),
      [`DELETE /api/projects/${row._id}`]: deleted,
    });
    await screen.findByText('Moon Tales');
    await userEvent.click(menuOf('Moon Tales'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(
      within(dialog).getByText('Are you sure you want to delete "Moon Tales"? This action cannot be undone.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).not.toHaveBeenCalled();

    await userEvent.click(menuOf('Moon Tales'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toHaveBeenCalledTimes(1);
    const leaving = screen.getByText('Moon Tales').closest('li')!;
    expect(leaving.className).toContain('library-row--leaving');
    await waitFor(() => expect(screen.queryByText('Moon Tales')).toBeNull(), { timeout: 2000 });
    expect(count()).toBe('1 project found');
    expect(router.state.location.pathname).toBe('/app/my-library');
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const row = libraryRow(1, { name: 'Moon Tales' });
    renderLibrary({
      [LIST]: () => libraryAnswer([row]),
      [`DELETE /api/projects/${row._id}`]: () =>
        jsonResponse(404, { error: 'not_found', message: 'Project not found' }),
    });
    await screen.findByText('Moon Tales');
    await userEvent.click(menuOf('Moon Tales'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Failed to delete project: Project not found'),
    ).toBeTruthy();
    expect(screen.getByText('Moon Tales').closest('li')!.className).not.toContain('leaving');
  });

  it('duplicates on the server and shows the copy the list then holds', async () => {
    const row = libraryRow(1, { name: 'Moon Tales' });
    const copy = libraryRow(2, { name: 'Moon Tales (copy)' });
    let rows = [row];
    renderLibrary({
      [LIST]: () => libraryAnswer(rows),
      [`POST /api/projects/${row._id}/duplicate`]: () => {
        rows = [copy, row];
        return jsonResponse(201, { success: true, data: testProject({ _id: copy._id, name: copy.name }) });
      },
    });
    await screen.findByText('Moon Tales');
    await userEvent.click(menuOf('Moon Tales'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Moon Tales (copy)')).toBeTruthy();
    expect(count()).toBe('2 projects found');
  });

  it('assigns a project to a publisher the owner belongs to', async () => {
    const row = libraryRow(1, { name: 'Moon Tales' });
    const acme = membership('Acme Audio');
    let publisher: { _id: string; name: string } | null = null;
    const assigned = vi.fn((init: RequestInit | undefined) => {
      publisher = { _id: acme.publisherId._id, name: 'Acme Audio' };
      expect(JSON.parse(String(init?.body))).toEqual({ publisherId: acme.publisherId._id });
      return jsonResponse(200, { success: true, data: testProject({ _id: row._id }) });
    });
    renderLibrary({
      [MEMBERSHIPS]: () => jsonResponse(200, { success: true, data: [acme] }),
      [LIST]: () => libraryAnswer([{ ...row, publisher }]),
      [`PUT /api/projects/${row._id}/publisher`]: assigned,
    });
    await screen.findByText('Moon Tales');
    await userEvent.click(menuOf('Moon Tales'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Assign to publisher' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign to publisher' });
    expect((within(dialog).getByLabelText('No publisher (only you)') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('Acme Audio'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign to publisher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assigned).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('library-project-owner')).textContent).toBe('Ann Reader · Acme Audio');
  });
});

describe('LibraryPage inline player', () => {
  const played: HTMLMediaElement[] = [];
  beforeEach(() => {
    // jsdom plays nothing: playing and pausing only flip `paused` and send their events.
    const setPaused = (media: HTMLMediaElement, paused: boolean) =>
      Object.defineProperty(media, 'paused', { configurable: true, get: () => paused });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this);
      setPaused(this, false);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      setPaused(this, true);
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => {
    played.length = 0;
    vi.restoreAllMocks();
  });

  const stems = (mix: string | null, vocal: string | null) => ({ mix, vocal, vocal_duration: 75 });

  it('plays the mix (else the narration) from its presigned address, one row at a time, elapsed / total', async () => {
    const presigned = vi.fn((init: RequestInit | undefined) => {
      const [key] = (JSON.parse(String(init?.body)) as { s3Keys: string[] }).s3Keys;
      return jsonResponse(200, { success: true, urls: { [key!]: `https://s3.test/${key}?sig=1` } });
    });
    renderLibrary({
      [LIST]: () =>
        libraryAnswer([
          libraryRow(1, { name: 'Mixed', audio_stems: stems('projects/p1/mix.mp3', 'projects/p1/vocal.mp3') }),
          libraryRow(2, { name: 'Narrated', audio_stems: stems(null, 'projects/p2/vocal.mp3') }),
          libraryRow(3, { name: 'Silent' }),
        ]),
      'POST /api/audio/presigned-urls': presigned,
    });
    await screen.findByText('Mixed');
    expect(screen.queryByRole('button', { name: 'Play Silent' })).toBeNull();
    expect(screen.getAllByTestId('library-play-time').map((time) => time.textContent)).toEqual([
      '00:00 / 01:15',
      '00:00 / 01:15',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Play Mixed' }));
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]!.src).toBe('https://s3.test/projects/p1/mix.mp3?sig=1');
    expect(screen.getByRole('button', { name: 'Pause Mixed' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Play Narrated' }));
    await waitFor(() => expect(played).toHaveLength(2));
    expect(played[1]!.src).toBe('https://s3.test/projects/p2/vocal.mp3?sig=1');
    // Starting the second row paused the first.
    expect(screen.getByRole('button', { name: 'Play Mixed' })).toBeTruthy();

    Object.defineProperty(played[1]!, 'currentTime', { configurable: true, value: 42 });
    act(() => played[1]!.dispatchEvent(new Event('timeupdate')));
    expect(screen.getAllByTestId('library-play-time')[1]!.textContent).toBe('00:42 / 01:15');

    // Played again, the cached address is used: the server is asked once per track.
    await userEvent.click(screen.getByRole('button', { name: 'Play Mixed' }));
    await waitFor(() => expect(played).toHaveLength(3));
    expect(presigned).toHaveBeenCalledTimes(2);
  });

  it('says so when no address can be had for the track', async () => {
    renderLibrary({
      [LIST]: () =>
        libraryAnswer([libraryRow(1, { name: 'Broken', audio_stems: stems(null, 'projects/p9/vocal.mp3') })]),
      'POST /api/audio/presigned-urls': () => jsonResponse(404, { error: 'not_found', message: 'Project not found' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Broken' }));
    expect(await screen.findByText('Failed to get presigned URL')).toBeTruthy();
    expect(played).toHaveLength(0);
  });
});

describe('LibraryPage publishers and order', () => {
  const seaBooks = { ...membership('Sea Books'), permissionLevel: 'editor' as const };
  const SEA_BOOKS = seaBooks.publisherId._id;

  it("shows one publisher's projects under its name and the reader's level, and says how an empty one fills", async () => {
    const { requested } = renderLibrary({
      [MEMBERSHIPS]: () => jsonResponse(200, { success: true, data: [seaBooks] }),
      [LIST]: () => libraryAnswer([libraryRow(1, { name: 'Mine' })]),
      [`${LIST}?publisher=${SEA_BOOKS}`]: () => libraryAnswer([]),
      [`${LIST}?publisher=mine`]: () => libraryAnswer([libraryRow(1, { name: 'Mine' })]),
    });
    await screen.findByText('Mine');
    const whose = await screen.findByRole('combobox', { name: 'Show projects of' });
    expect(
      within(whose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All projects', 'My projects', 'Sea Books']);
    await userEvent.selectOptions(whose, 'Sea Books');
    expect((await screen.findByTestId('library-publisher')).textContent).toBe(
      'Sea BooksYou are Editor here: listen, comment, edit, narrate and mix.',
    );
    expect((await screen.findByTestId('library-empty')).textContent).toBe(
      'No projects in Sea Books yet.A project appears here once its owner assigns it to Sea Books: in the ' +
        'project\'s options menu in this library, "Assign to publisher".',
    );
    expect(requested()).toContain(`GET http://api.test/api/projects?publisher=${SEA_BOOKS}`);
    await userEvent.selectOptions(whose, 'My projects');
    expect(await screen.findByText('Mine')).toBeTruthy();
    expect(screen.queryByTestId('library-publisher')).toBeNull();
  });

  it("says where a member's projects will come from when the whole library is still empty", async () => {
    renderLibrary({
      [MEMBERSHIPS]: () => jsonResponse(200, { success: true, data: [seaBooks] }),
      [LIST]: () => libraryAnswer([]),
    });
    await screen.findByRole('combobox', { name: 'Show projects of' });
    expect((await screen.findByTestId('library-empty')).textContent).toBe(
      'No projects available. Create your first project to get started!' +
        'Projects of Sea Books appear here once their owners assign them to the publisher.',
    );
  });

  it('sorts by name on the server, and back to the latest change first', async () => {
    const { requested } = renderLibrary({
      [LIST]: () => libraryAnswer([libraryRow(1, { name: 'Zebra' }), libraryRow(2, { name: 'Apple' })]),
      [`${LIST}?sort=name`]: () => libraryAnswer([libraryRow(2, { name: 'Apple' }), libraryRow(1, { name: 'Zebra' })]),
    });
    await screen.findByText('Zebra');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last updated', 'Name (A–Z)']);
    await userEvent.selectOptions(sort, 'Name (A–Z)');
    await waitFor(() => expect(rowTexts()[0]).toContain('Apple'));
    expect(requested()).toContain('GET http://api.test/api/projects?sort=name');
    await userEvent.selectOptions(sort, 'Last updated');
    await waitFor(() => expect(rowTexts()[0]).toContain('Zebra'));
  });

  it("names a publisher's project with the reader's level; a viewer's name opens the listening view, not the steps", async () => {
    const publisher = { _id: SEA_BOOKS, name: 'Sea Books' };
    const { router } = renderLibrary({
      [LIST]: () =>
        libraryAnswer([
          libraryRow(1, { name: 'Listened', access: 'viewer', publisher }),
          libraryRow(2, { name: 'Edited', access: 'editor', publisher }),
        ]),
    });
    await screen.findByText('Listened');
    expect(screen.getAllByTestId('library-project-owner').map((owner) => owner.textContent)).toEqual([
      'Ann Reader · Sea Books · Viewer',
      'Ann Reader · Sea Books · Editor',
    ]);
    expect(screen.getByRole('link', { name: 'Listened' }).getAttribute('href')).toBe(
      '/app/project/00000000-0000-4000-8000-000000000001/listen',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Edited' }));
    expect(router.state.location.pathname).toBe('/app/project/00000000-0000-4000-8000-000000000002/review');
  });
});
