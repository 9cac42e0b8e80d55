import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_MESSAGES, type Project, type ShareComment } from '@reeltalk/contracts';
import {
  TEST_PROJECT_ID,
  jsonResponse,
  renderWithStore,
  testNetwork,
  testProject,
  type TestRoute,
} from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_PATH, VOCAL_KEY, lastBody, mixedProject, presignRoute, signed } from '../testing/export.tsx';
import { answerData, testComment } from '../testing/share.ts';
import ListenView from './ListenView.tsx';

afterEach(() => vi.restoreAllMocks());

const PUBLISHER = { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Harbour Audio' };
const viewersProject = (patch: Partial<Project> = {}, stems = {}) =>
  mixedProject({ access: 'viewer', publisher: PUBLISHER, ...patch }, stems);

/** The listening view of `project` over a network holding `comments`; a posted comment joins them. */
function renderListen(project: Project, comments: ShareComment[] = [], routes: Record<string, TestRoute> = {}) {
  const network = testNetwork({
    [`GET ${PROJECT_PATH}`]: () => jsonResponse(200, { success: true, data: project }),
    'POST /api/audio/presigned-urls': presignRoute(),
    [`GET ${PROJECT_PATH}/comments`]: answerData(() => comments),
    [`POST ${PROJECT_PATH}/comments`]: (init) => {
      const body = JSON.parse(String(init?.body)) as { atSeconds: number; text: string };
      const posted = testComment({ _id: crypto.randomUUID(), name: 'Vera Viewer', member: true, ...body });
      comments = [...comments, posted];
      return jsonResponse(201, { success: true, data: posted });
    },
    ...routes,
  });
  const view = renderWithStore(
    [{ path: '/app/project/:id/listen', element: <ListenView projectId={TEST_PROJECT_ID} /> }],
    `/app/project/${TEST_PROJECT_ID}/listen`,
    network,
  );
  return { ...view, network };
}

describe('ListenView', () => {
  it('says who the viewer is, plays the mix and offers nothing that edits', async () => {
    renderListen(viewersProject({ videoInfo: { video_title_caption: 'The Whale' } }));

    expect((await screen.findByTestId('listen-title')).textContent).toBe('The Whale');
    expect(screen.getByTestId('listen-role').textContent).toBe(
      'You are a viewer of Harbour Audio: listen and comment.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('export-player').querySelector('audio')?.getAttribute('src')).toBe(
        signed(mixedProject().audio_stems.mix!),
      ),
    );
    expect(await screen.findByTestId('project-summary')).toBeTruthy();
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent ?? button.getAttribute('aria-label'));
    for (const editing of ['Save', 'Continue', 'Narrate', 'Mix', 'Edit', 'Download', 'Share']) {
      expect(buttons.filter((name) => name?.includes(editing))).toEqual([]);
    }
    expect(screen.queryByRole('link', { name: 'Open the editing steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: /cover/i })).toBeNull();
  });

  it('plays the narration when nothing was mixed yet, and says so', async () => {
    renderListen(viewersProject({}, { mix: null, mix_wav: null }));
    await waitFor(() =>
      expect(screen.getByTestId('export-player').querySelector('audio')?.getAttribute('src')).toBe(signed(VOCAL_KEY)),
    );
    expect(screen.getByText(/hearing the narration alone/)).toBeTruthy();
  });

  it('says plainly when the project is not narrated yet, and takes no comment', async () => {
    renderListen(testProject({ access: 'viewer', publisher: PUBLISHER }));
    expect((await screen.findByTestId('listen-not-narrated')).textContent).toContain('Not narrated yet');
    expect(screen.queryByTestId('export-player')).toBeNull();
    expect(screen.queryByTestId('comment-form')).toBeNull();
  });

  it("lists every comment with its author, members' marked, and posts the viewer's at the player's time", async () => {
    const { network } = renderListen(viewersProject(), [
      testComment({ atSeconds: 12, name: null, text: 'Lovely pause' }),
      testComment({ _id: crypto.randomUUID(), atSeconds: 75, name: 'Eddie Editor', member: true, text: 'Fixed' }),
    ]);

    const items = await screen.findAllByTestId('comment-item');
    expect(items.map((item) => item.textContent)).toEqual([
      '00:12Anonymous listenerLovely pause',
      '01:15Eddie EditorMemberFixed',
    ]);
    // A member signs with their account: no name to give.
    expect(screen.queryByTestId('comment-name')).toBeNull();
    fireEvent.change(screen.getByTestId('comment-text'), { target: { value: 'The music is too loud here' } });
    fireEvent.click(screen.getByTestId('comment-submit'));

    expect(await screen.findByText('Your comment was posted.')).toBeTruthy();
    expect(lastBody(network, `POST ${PROJECT_PATH}/comments`)).toEqual({
      atSeconds: 0,
      text: 'The music is too loud here',
    });
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(3));
    expect(within(screen.getByTestId('comment-list')).getByText('The music is too loud here')).toBeTruthy();
  });

  it("shows the server's refusal of a comment", async () => {
    renderListen(viewersProject(), [], {
      [`POST ${PROJECT_PATH}/comments`]: () =>
        jsonResponse(429, { error: 'too_many_requests', message: 'Too many comments at once.' }),
    });
    fireEvent.change(await screen.findByTestId('comment-text'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many comments at once.');
  });

  it('shows an editor the way to the editing steps', async () => {
    renderListen(viewersProject({ access: 'editor' }));
    expect((await screen.findByTestId('listen-role')).textContent).toContain(
      'You are an editor of Harbour Audio: listen, comment, edit, narrate and mix.',
    );
    expect(screen.getByRole('link', { name: 'Open the editing steps' }).getAttribute('href')).toBe(
      `/app/project/${TEST_PROJECT_ID}/review`,
    );
  });

  it("shows the server's message with a Retry when the project cannot be read", async () => {
    renderListen(testProject(), [], {
      [`GET ${PROJECT_PATH}`]: () => jsonResponse(404, { error: 'not_found', message: PROJECT_MESSAGES.notFound }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(PROJECT_MESSAGES.notFound);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
