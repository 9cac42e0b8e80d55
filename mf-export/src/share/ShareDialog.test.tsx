import { EMAIL_MESSAGES, type ShareLink } from '@reeltalk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TEST_PROJECT_ID,
  jsonResponse,
  renderWithStore,
  setAuthUser,
  unverifiedAuthUser,
  testNetwork,
  type TestRoute,
} from '@reeltalk/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './ShareDialog.tsx';
import { LINK_ID, answerData, testLink } from '../../testing/share.ts';

const SHARE = `/api/projects/${TEST_PROJECT_ID}/share`;
const NEW_URL = `http://app.test/share-view?pId=${TEST_PROJECT_ID}&uId=u1&key=secret-key`;

function renderDialog(routes: Record<string, TestRoute>, feedback?: boolean) {
  const fetch = testNetwork(routes);
  const onClose = vi.fn();
  const view = renderWithStore(
    [{ path: '/', element: <ShareDialog projectId={TEST_PROJECT_ID} open onClose={onClose} feedback={feedback} /> }],
    '/',
    fetch,
  );
  return { fetch, onClose, ...view };
}

const sent = (fetch: ReturnType<typeof testNetwork>, method: string) =>
  fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).includes(SHARE));

/** The owner's links as a server keeps them: a POST adds one, a DELETE revokes one. */
function linkServer(initial: ShareLink[] = []) {
  let links = initial;
  const routes: Record<string, TestRoute> = {
    [`GET ${SHARE}`]: answerData(() => links),
    [`POST ${SHARE}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as { recipients: string[]; feedback: boolean };
      const link = testLink({ _id: LINK_ID, recipients: body.recipients, feedback: body.feedback });
      links = [link, ...links];
      return jsonResponse(201, { success: true, data: { link, url: NEW_URL } });
    },
    [`DELETE ${SHARE}/${LINK_ID}`]: () => {
      links = links.map((link) => (link._id === LINK_ID ? { ...link, revokedAt: '2026-11-22T12:00:00.000Z' } : link));
      return jsonResponse(200, { success: true, data: links[0] });
    },
  };
  return routes;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShareDialog: recipients', () => {
  it('names an invalid address and sends nothing until it is removed', async () => {
    const { fetch } = renderDialog(linkServer());
    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org, not-an-email{Enter}');

    const chips = screen.getAllByTestId('share-recipient').map((chip) => chip.firstChild?.textContent);
    expect(chips).toEqual(['ann@bookclub.org', 'not-an-email']);
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(`not-an-email: ${EMAIL_MESSAGES.pattern}`);
    // Read with the field it is about.
    expect(screen.getByTestId('share-recipients').getAttribute('aria-describedby')).toBe(problem.id);

    await userEvent.click(screen.getByTestId('share-create'));
    expect(sent(fetch, 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove not-an-email' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByTestId('share-create'));
    await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
  });

  it('asks for a recipient before making a link', async () => {
    const { fetch } = renderDialog(linkServer());
    await userEvent.click(screen.getByTestId('share-create'));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one recipient');
    expect(sent(fetch, 'POST')).toHaveLength(0);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    renderDialog({
      ...linkServer(),
      [`POST ${SHARE}`]: () => jsonResponse(404, { error: 'not_found', message: 'Project not found' }),
    });
    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org');
    await userEvent.click(screen.getByTestId('share-create'));
    expect((await screen.findByRole('alert')).textContent).toBe('Project not found');
    expect(screen.getAllByTestId('share-recipient')).toHaveLength(1);
  });

  it("shows a limit's message, saying what was limited and when to try again", async () => {
    const limited = 'Too many e-mails sent from your account: at most 100 an hour. Please try again in 12 minutes.';
    const { fetch } = renderDialog({
      ...linkServer(),
      [`POST ${SHARE}`]: () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: limited }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '720' },
        }),
    });
    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org');
    await userEvent.click(screen.getByTestId('share-create'));
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    // Refused is refused: the dialog does not send it again by itself.
    expect(sent(fetch, 'POST')).toHaveLength(1);
    expect(screen.getAllByTestId('share-recipient')).toHaveLength(1);
  });

  it("shows the server's refusal of an unverified address as it is, with the way to verify it", async () => {
    const refusal = 'Verify your e-mail address before sending e-mail to others.';
    act(() => setAuthUser(unverifiedAuthUser()));
    const { router } = renderDialog({
      ...linkServer(),
      [`POST ${SHARE}`]: () => jsonResponse(403, { error: 'forbidden', message: refusal }),
    });
    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org');
    await userEvent.click(screen.getByTestId('share-create'));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    await userEvent.click(screen.getByRole('link', { name: 'Verify your e-mail address on your account page' }));
    expect(router.state.location).toMatchObject({ pathname: '/app/account', hash: '#email-verification' });
    act(() => setAuthUser(null));
  });
});

describe('ShareDialog: create', () => {
  it('sends the recipients, the message and the feedback choice, then shows the link and who got it', async () => {
    const { fetch } = renderDialog(linkServer(), true);
    expect((screen.getByTestId('share-feedback') as HTMLInputElement).checked).toBe(true);

    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org,bob@readers.net');
    await userEvent.type(screen.getByTestId('share-message'), '  Chapter one, as promised.  ');
    await userEvent.click(screen.getByTestId('share-create'));

    expect((await screen.findByTestId('share-link-url')).textContent).toBe(NEW_URL);
    expect(screen.getByText('Sent to ann@bookclub.org, bob@readers.net')).toBeTruthy();
    const [, init] = sent(fetch, 'POST')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      recipients: ['ann@bookclub.org', 'bob@readers.net'],
      message: 'Chapter one, as promised.',
      feedback: true,
    });
    // The list is read again and the new row, whose address this session knows, can be copied.
    const row = await screen.findByTestId('share-link');
    expect(row.getAttribute('data-share-id')).toBe(LINK_ID);
    expect(within(row).getByTestId('share-link-copy')).toBeTruthy();
    expect(within(row).getByTestId('share-link-status').textContent).toBe('Active');
  });

  it('leaves the message out when none was written and feedback off unless asked', async () => {
    const { fetch } = renderDialog(linkServer());
    expect((screen.getByTestId('share-feedback') as HTMLInputElement).checked).toBe(false);
    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org');
    await userEvent.click(screen.getByTestId('share-create'));
    await screen.findByTestId('share-link-url');
    expect(JSON.parse(String(sent(fetch, 'POST')[0]![1]?.body))).toEqual({
      recipients: ['ann@bookclub.org'],
      feedback: false,
    });
  });
});

describe('ShareDialog: copy', () => {
  const createLink = async () => {
    renderDialog(linkServer());
    await userEvent.type(screen.getByTestId('share-recipients'), 'ann@bookclub.org');
    await userEvent.click(screen.getByTestId('share-create'));
    await screen.findByTestId('share-link-url');
  };

  it('puts the address on the clipboard', async () => {
    await createLink();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByTestId('share-created-copy'));
    await waitFor(() => expect(screen.getByTestId('share-created-copy').textContent).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith(NEW_URL);
  });

  it('selects the address to copy by hand when the clipboard refuses', async () => {
    await createLink();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    fireEvent.click(screen.getByTestId('share-created-copy'));
    expect(await screen.findByText('Press Ctrl+C (⌘C on a Mac) to copy the selected link.')).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(NEW_URL);
  });

  it("shows a row's address, selected, only when it has to be copied by hand", async () => {
    await createLink();
    const row = await screen.findByTestId('share-link');
    expect(row.textContent).not.toContain(NEW_URL);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    fireEvent.click(within(row).getByTestId('share-link-copy'));
    await waitFor(() => expect(row.textContent).toContain(NEW_URL));
    expect(window.getSelection()?.toString()).toBe(NEW_URL);
  });
});

describe('ShareDialog: link list', () => {
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();

  it('shows recipients, readable dates and each status; only active links offer Revoke', async () => {
    renderDialog(
      linkServer([
        testLink({
          createdAt: '2026-11-20T12:00:00.000Z',
          expiresAt: iso(10),
          recipients: ['ann@bookclub.org', 'bob@readers.net'],
        }),
        testLink({ _id: '00000000-0000-4000-8000-0000000000d2', expiresAt: iso(-1) }),
        testLink({ _id: '00000000-0000-4000-8000-0000000000d3', revokedAt: iso(-2) }),
      ]),
    );
    const rows = await screen.findAllByTestId('share-link');
    expect(rows.map((row) => within(row).getByTestId('share-link-status').textContent)).toEqual([
      'Active',
      'Expired',
      'Revoked',
    ]);
    expect(rows[0]!.textContent).toContain('ann@bookclub.org, bob@readers.net');
    expect(rows[0]!.textContent).toContain('CreatedNov 20, 2026');
    expect(rows.map((row) => within(row).queryByTestId('share-link-revoke') !== null)).toEqual([true, false, false]);
    // The address of a link made elsewhere is not known to the browser.
    expect(within(rows[0]!).queryByTestId('share-link-copy')).toBeNull();
  });

  it('revokes a link only once confirmed, then lists it as revoked', async () => {
    const { fetch } = renderDialog(linkServer([testLink()]));
    await userEvent.click(await screen.findByTestId('share-link-revoke'));
    const question = screen.getByRole('alertdialog', { name: 'Revoke link' });
    expect(question.textContent).toContain(
      `Revoke the link sent to ${testLink().recipients.join(', ')}? They will no longer be able to open it.`,
    );
    // The question holds the focus on Cancel: Enter, or a second click meant for Revoke, does not revoke.
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent(fetch, 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('share-link-revoke'));
    await userEvent.click(screen.getByTestId('share-link-revoke-confirm'));
    await waitFor(() => expect(screen.getByTestId('share-link-status').textContent).toBe('Revoked'));
    expect(sent(fetch, 'DELETE')).toHaveLength(1);
    expect(screen.queryByTestId('share-link-revoke')).toBeNull();
  });
});
