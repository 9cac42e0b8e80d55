import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRONUNCIATION_MESSAGES, type Pronunciation } from '@reeltalk/contracts';
import { jsonResponse, renderWithStore, testNetwork, type TestRoute } from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewProjectSlice } from '../slices/reviewProjectSlice.ts';
import { Pronunciations } from './Pronunciations.tsx';
import { PRONUNCIATION_TEXTS as TEXTS } from './texts.ts';

const LIST = 'GET /api/pronunciations?projectId=p1';
const quayle: Pronunciation = {
  id: 'e1',
  scope: 'project',
  term: 'Quayle',
  respelling: 'kwail',
  createdAt: '2026-11-23T21:00:00.000Z',
};
const bunbury: Pronunciation = { ...quayle, id: 'e2', scope: 'user', term: 'Bunbury', ipa: 'ˈbʌnbəri' };
delete bunbury.respelling;

/** The review's transcript as the timed transcript shows it: a span per word. */
function Transcript() {
  return (
    <div className="rt-transcript" data-testid="transcript">
      <p>
        <span data-testid="word">“Dan</span> <span data-testid="word">Quayle,”</span>{' '}
        <span data-testid="word">said</span>
      </p>
    </div>
  );
}

function render(routes: Record<string, TestRoute>) {
  const fetch = testNetwork(routes);
  vi.stubGlobal('fetch', fetch);
  const view = renderWithStore(
    [
      {
        path: '/review',
        element: (
          <>
            <Transcript />
            <Pronunciations projectId="p1" />
          </>
        ),
      },
    ],
    '/review',
    fetch,
  );
  return { ...view, fetch };
}

const bodyOf = (fetch: ReturnType<typeof testNetwork>, key: string) => {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace('http://api.test', '')}` === key,
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

let played: string[];
beforeEach(() => {
  played = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:heard', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Fix pronunciation', () => {
  it("keeps its pop-up within the transcript's card on a phone", () => {
    vi.stubGlobal('innerWidth', 390);
    render({ [LIST]: () => jsonResponse(200, { project: [], user: [] }) });
    const box = (left: number, right: number) => ({ left, right, top: 0, bottom: 20, width: right - left, height: 20 });
    vi.spyOn(screen.getByTestId('transcript'), 'getBoundingClientRect').mockReturnValue(box(33, 357) as DOMRect);
    const word = screen.getByText('Quayle,”');
    vi.spyOn(word, 'getBoundingClientRect').mockReturnValue(box(300, 350) as DOMRect);
    fireEvent.click(word);
    const popover = screen.getByRole('dialog', { name: TEXTS.title });
    const left = parseFloat(popover.style.left);
    const width = parseFloat(popover.style.width);
    expect(left).toBeGreaterThanOrEqual(33);
    expect(left + width).toBeLessThanOrEqual(357);
  });

  it('labels every field of the form with visible text, for both ways of saying it', () => {
    render({ [LIST]: () => jsonResponse(200, { project: [], user: [] }) });
    fireEvent.click(screen.getByText('Quayle,”'));
    const popover = screen.getByRole('dialog', { name: TEXTS.title });
    fireEvent.click(within(popover).getByRole('button', { name: TEXTS.fix }));
    const visibleLabels = () =>
      [...popover.querySelectorAll<HTMLInputElement>('input:not([type="radio"])')].map(
        (input) => popover.querySelector(`label[for="${input.id}"]`)?.textContent ?? null,
      );
    expect(visibleLabels()).toEqual([TEXTS.term, TEXTS.respellingField]);
    fireEvent.click(within(popover).getByLabelText(TEXTS.ipa));
    expect(visibleLabels()).toEqual([TEXTS.term, TEXTS.ipaField]);
  });

  it('offers the clicked word as the term, plays "Hear it" and saves, following the narration started', async () => {
    const wav = new Uint8Array([82, 73, 70, 70]);
    const { fetch, store } = render({
      [LIST]: () => jsonResponse(200, { project: [], user: [] }),
      'GET /api/pronunciations/preview?projectId=p1&term=Quayle&respelling=kwail': () =>
        new Response(wav, { status: 200, headers: { 'Content-Type': 'audio/wav' } }),
      'POST /api/pronunciations': () => jsonResponse(201, { pronunciation: quayle, jobId: 'job-7' }),
    });

    fireEvent.click(screen.getByText('Quayle,”'));
    const popover = screen.getByRole('dialog', { name: TEXTS.title });
    fireEvent.click(within(popover).getByRole('button', { name: TEXTS.fix }));
    expect(within(popover).getByLabelText(TEXTS.term)).toHaveProperty('value', 'Quayle');
    fireEvent.change(within(popover).getByLabelText(TEXTS.respellingField), { target: { value: 'kwail' } });

    fireEvent.click(within(popover).getByRole('button', { name: TEXTS.hear }));
    await waitFor(() => expect(played).toEqual(['blob:heard']));

    fireEvent.click(within(popover).getByLabelText(TEXTS.user));
    await act(async () => fireEvent.click(within(popover).getByRole('button', { name: TEXTS.save })));
    expect(bodyOf(fetch, 'POST /api/pronunciations')).toEqual({
      scope: 'user',
      projectId: 'p1',
      term: 'Quayle',
      respelling: 'kwail',
    });
    expect(reviewProjectSlice.selectSlice(store.getState()).jobId).toBe('job-7');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a selected phrase as the term and refuses IPA it cannot say before asking the server', async () => {
    const { fetch } = render({ [LIST]: () => jsonResponse(200, { project: [], user: [] }) });
    const [dan, quayleWord] = screen.getAllByTestId('word');
    const selection = document.getSelection()!;
    selection.setBaseAndExtent(dan!.firstChild!, 0, quayleWord!.firstChild!, 7);
    fireEvent.click(quayleWord!);
    const popover = screen.getByRole('dialog', { name: TEXTS.title });
    fireEvent.click(within(popover).getByRole('button', { name: TEXTS.fix }));
    expect(within(popover).getByLabelText(TEXTS.term)).toHaveProperty('value', 'Dan Quayle');

    fireEvent.click(within(popover).getByLabelText(TEXTS.ipa));
    fireEvent.change(within(popover).getByLabelText(TEXTS.ipaField), { target: { value: 'kʘeɪl' } });
    fireEvent.click(within(popover).getByRole('button', { name: TEXTS.save }));
    const problem = await within(popover).findByRole('alert');
    expect(problem.textContent).toBe(PRONUNCIATION_MESSAGES.unknownIpa(['ʘ']));
    // Named under the field it is about, and read with it.
    expect(within(popover).getByLabelText(TEXTS.ipaField).getAttribute('aria-describedby')).toBe(problem.id);
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/pronunciations/preview'),
    );
  });

  it("shows the server's refusal of a term already in the dictionary", async () => {
    render({
      [LIST]: () => jsonResponse(200, { project: [quayle], user: [] }),
      'POST /api/pronunciations': () =>
        jsonResponse(409, { error: 'conflict', message: PRONUNCIATION_MESSAGES.duplicate('Quayle') }),
    });
    fireEvent.click(screen.getByText('Quayle,”'));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.fix }));
    fireEvent.change(screen.getByLabelText(TEXTS.respellingField), { target: { value: 'kwayl' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(PRONUNCIATION_MESSAGES.duplicate('Quayle'));
  });
});

describe('Pronunciations panel', () => {
  it('lists both dictionaries, edits an entry in place and deletes one', async () => {
    const { fetch, store } = render({
      [LIST]: () => jsonResponse(200, { project: [quayle], user: [bunbury] }),
      'PUT /api/pronunciations/e1': () => jsonResponse(200, { pronunciation: { ...quayle, respelling: 'kwayl' } }),
      'DELETE /api/pronunciations/e2?projectId=p1': () => jsonResponse(200, { jobId: 'job-8' }),
    });
    const panel = screen.getByTestId('pronunciations');
    await within(panel).findByText('Quayle');
    expect(within(panel).getByText('ˈbʌnbəri')).toBeTruthy();
    expect(within(panel).getByText(TEXTS.user)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: TEXTS.editOf('Quayle') }));
    fireEvent.change(within(panel).getByLabelText(TEXTS.respellingField), { target: { value: 'kwayl' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: TEXTS.save })));
    expect(bodyOf(fetch, 'PUT /api/pronunciations/e1')).toEqual({
      scope: 'project',
      projectId: 'p1',
      term: 'Quayle',
      respelling: 'kwayl',
    });

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: TEXTS.deleteOf('Bunbury') })));
    expect(reviewProjectSlice.selectSlice(store.getState()).jobId).toBe('job-8');
  });
});
