import { act, fireEvent, screen, within } from '@testing-library/react';
import { SCRIPT_EDIT_MESSAGES, type Project, type ScriptUnit, type ScriptVersionSummary } from '@reeltalk/contracts';
import {
  jsonResponse,
  testEventStream,
  testNetwork,
  testProject,
  type TestEventStream,
  type TestRoute,
} from '@reeltalk/web-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endReviewTest, presign, renderReview, signed, stubMediaElements } from '../../../testing/review.tsx';
import type { Timeline, TimelineParagraph } from '../types.ts';
import { MOBY_SCRIPT } from '../../../testing/scriptFixture.ts';
import { replaceText } from './scriptOperations.ts';

// The waveform is drawn on a canvas, which jsdom lacks.
vi.mock('wavesurfer.js', () => ({
  default: { create: () => ({ on: () => () => {}, destroy: () => {} }) },
}));

const VERSION_1 = '00000000-0000-4000-8000-000000000001';
const VERSION_2 = '00000000-0000-4000-8000-000000000002';
const VERSION_3 = '00000000-0000-4000-8000-000000000003';

const script = MOBY_SCRIPT;

/** The timeline a narration of `units` writes: a stretch per unit with words, one second per word. */
function timelineOf(units: readonly ScriptUnit[]): Timeline {
  let at = 0;
  const read = (unit: ScriptUnit): TimelineParagraph => {
    const start = at;
    const words = unit.text.split(' ').map((text) => ({ text, start: at, end: (at += 1) - 0.1 }));
    return { heading: unit.heading, start, end: at, words };
  };
  const numbers = [...new Set(units.flatMap((unit) => (unit.chapter === null ? [] : [unit.chapter])))];
  const chapters = numbers.map((chapter) => {
    const paragraphs = units.filter((unit) => unit.chapter === chapter).map(read);
    return { title: null, start: paragraphs[0]?.start ?? 0, end: at, paragraphs };
  });
  return { duration: at, title: read(units[0]!), chapters };
}

const versions: ScriptVersionSummary[] = [
  { id: VERSION_2, number: 2, kind: 'edit', createdAt: '2026-03-15T09:30:00.000Z', wordCount: 19, current: true },
  { id: VERSION_1, number: 1, kind: 'upload', createdAt: '2026-03-14T10:00:00.000Z', wordCount: 18, current: false },
];

const narrated = (version: number): Project =>
  testProject({
    audio_stems: {
      vocal: `projects/p1/narration/vocal-${version}.mp3`,
      timeline: `projects/p1/narration/timeline-${version}.json`,
      peaks: null,
      mix: null,
      vocal_duration: 19,
      musicZones: [],
      soundtrack: null,
    },
  });

const completed = { jobId: 'job-9', projectId: 'p1', state: 'done', stage: 'Done', percent: 100, error: null };

let events: TestEventStream;
let version: number;
let units: ScriptUnit[];

/** The server: the project at `version`, its script `units` and the narration's events; `routes` add or replace. */
function server(routes: Record<string, TestRoute> = {}) {
  return testNetwork({
    'GET /api/projects/p1': () => jsonResponse(200, { success: true, data: narrated(version) }),
    'POST /api/audio/presigned-urls': presign,
    [signed('projects/p1/narration/timeline-2.json')]: () => jsonResponse(200, timelineOf(script)),
    [signed('projects/p1/narration/timeline-3.json')]: () => jsonResponse(200, timelineOf(units)),
    'GET /api/projects/p1/script': () => jsonResponse(200, { versionId: `v${version}`, number: version, units }),
    'GET /api/projects/p1/script-versions': () => jsonResponse(200, { versions }),
    'GET /api/projects/p1/events': () => events.response,
    ...routes,
  });
}

/** Saving a version keeps its units and starts narration job-9, which re-narrates one paragraph and reuses five. */
const savedAndNarrated: Record<string, TestRoute> = {
  'PUT /api/projects/p1/script': (init) => {
    units = (JSON.parse(String(init?.body)) as { units: ScriptUnit[] }).units;
    return jsonResponse(202, { versionId: 'v3', number: 3, jobId: 'job-9' });
  },
  'GET /api/narrations/job-9': () =>
    jsonResponse(200, {
      success: true,
      data: { ...completed, paragraphs: { total: 6, synthesized: 1, reused: 5 } },
    }),
};

const requestsTo = (fetch: ReturnType<typeof server>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === method);
const bodyOf = (fetch: ReturnType<typeof server>, method: string, path: string) =>
  JSON.parse(String(requestsTo(fetch, method, path).at(-1)?.[1]?.body)) as unknown;

/** The stretch (title, heading or paragraph with its actions) whose text starts with `text`. */
async function stretch(text: string) {
  const stretches = await screen.findAllByTestId('stretch');
  const found = stretches.find((each) => each.textContent?.startsWith(text));
  if (!found) throw new Error(`no stretch starting "${text}"`);
  return found;
}

async function openMenu(text: string) {
  fireEvent.click(within(await stretch(text)).getByTestId('stretch-menu'));
  return screen.getByRole('menu');
}

beforeEach(() => {
  events = testEventStream('job-9', 'p1');
  version = 2;
  units = script;
  stubMediaElements();
});
afterEach(endReviewTest);

describe('editing the script in the review step', () => {
  it('saves an edited paragraph as a new version, follows its narration and says what was re-narrated', async () => {
    const fetch = server(savedAndNarrated);
    renderReview(fetch);

    const paragraph = await stretch('Call me');
    fireEvent.click(within(paragraph).getByRole('button', { name: 'Edit paragraph' }));
    const field = screen.getByRole('textbox', { name: 'Paragraph text' });
    expect((field as HTMLTextAreaElement).value).toBe('Call me Ishmael. Some years ago.');
    expect(document.activeElement).toBe(field);
    // While the draft is open, no other stretch can be changed (its text would be lost).
    expect((within(await stretch('It is')).getByTestId('stretch-edit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Call me Ahab. Some years ago.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/projects/p1/script')).toHaveLength(1));
    expect(bodyOf(fetch, 'PUT', '/api/projects/p1/script')).toEqual({
      baseVersionId: 'v2',
      units: [...script.slice(0, 2), { ...script[2], text: 'Call me Ahab. Some years ago.' }, ...script.slice(3)],
    });
    // The review follows the started narration with its progress; nothing can change meanwhile.
    expect(await screen.findByTestId('narration-progress')).toBeTruthy();
    expect(screen.queryByTestId('stretch-editor')).toBeNull();
    expect((screen.getByTestId('script-undo') as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(requestsTo(fetch, 'GET', '/api/projects/p1/events')).toHaveLength(1));

    version = 3;
    await act(async () => events.send({ state: 'done', stage: 'Done', percent: 100 }));
    expect((await screen.findByTestId('edit-notice')).textContent).toBe('1 paragraph re-narrated, 5 reused');
    await vi.waitFor(() =>
      expect(
        screen
          .getAllByTestId('word')
          .slice(3, 6)
          .map((word) => word.textContent),
      ).toEqual(['Call', 'me', 'Ahab.']),
    );
    expect(requestsTo(fetch, 'POST', '/api/audio/presigned-urls').length).toBeGreaterThan(1);
  });

  it('shows the saved text at once, marked as re-narrated, and keeps the transcript in place until the new one is in', async () => {
    let timelineArrives!: () => void;
    const newTimeline = new Promise<void>((resolve) => (timelineArrives = resolve));
    const fetch = server({
      ...savedAndNarrated,
      [signed('projects/p1/narration/timeline-3.json')]: async () => {
        await newTimeline;
        return jsonResponse(200, timelineOf(units));
      },
    });
    renderReview(fetch);

    fireEvent.click(within(await stretch('Call me')).getByRole('button', { name: 'Edit paragraph' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Paragraph text' }), {
      target: { value: 'Call me Ahab. Some years ago.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The new text as soon as the save is answered, never the old one, with the mark; every other stretch stays.
    const renarrating = await screen.findByTestId('stretch-renarrating');
    expect(within(renarrating).getByTestId('paragraph').textContent).toBe('Call me Ahab. Some years ago.');
    expect(within(renarrating).getByRole('status').textContent).toBe('Re-narrating...');
    expect(screen.getByTestId('transcript').textContent).not.toContain('Ishmael');
    expect(await stretch('It is')).toBeTruthy();
    expect(screen.queryByTestId('edit-other-version')).toBeNull();

    // Narrated: while the new transcript is read, the page still shows the same one, not a loading state.
    version = 3;
    await act(async () => events.send({ state: 'done', stage: 'Done', percent: 100 }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'POST', '/api/audio/presigned-urls').length).toBeGreaterThan(1));
    expect(screen.getByTestId('stretch-renarrating')).toBe(renarrating);
    expect(screen.queryByText('Extracting text from document...')).toBeNull();
    expect(screen.queryByTestId('edit-other-version')).toBeNull();

    await act(async () => timelineArrives());
    await vi.waitFor(() => expect(screen.queryByTestId('stretch-renarrating')).toBeNull());
    expect(
      within(await stretch('Call me'))
        .getAllByTestId('word')
        .map((word) => word.textContent),
    ).toEqual(['Call', 'me', 'Ahab.', 'Some', 'years', 'ago.']);
  });

  it('keeps the edit in its field and offers Reload when the script changed elsewhere', async () => {
    const stale = 'The script was changed elsewhere. Reload to see the latest version.';
    const fetch = server({
      'PUT /api/projects/p1/script': () => jsonResponse(409, { error: 'conflict', message: stale }),
    });
    renderReview(fetch);

    fireEvent.click(within(await stretch('It is')).getByRole('button', { name: 'Edit paragraph' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Paragraph text' }), { target: { value: 'It is my way.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const problem = await screen.findByTestId('edit-problem');
    expect(within(problem).getByText(stale)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Paragraph text' }) as HTMLTextAreaElement).value).toBe(
      'It is my way.',
    );
    const scriptReads = requestsTo(fetch, 'GET', '/api/projects/p1/script').length;
    fireEvent.click(within(problem).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'GET', '/api/projects/p1/script').length).toBeGreaterThan(scriptReads),
    );
    expect(screen.queryByTestId('edit-problem')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Paragraph text' }) as HTMLTextAreaElement).value).toBe(
      'It is my way.',
    );
  });

  it("shows the script rule's problem before sending anything", async () => {
    // The second chapter's only unit: without it the chapters would no longer follow each other from 0.
    version = 3;
    units = [
      ...script.slice(0, 4),
      { chapter: 1, heading: false, text: 'A lone paragraph.', take: 0 },
      { chapter: 2, heading: false, text: 'Chapter three begins.', take: 0 },
    ];
    const fetch = server();
    renderReview(fetch);

    fireEvent.click(within(await openMenu('A lone')).getByRole('menuitem', { name: 'Delete paragraph' }));
    expect((await screen.findByTestId('edit-problem')).textContent).toBe(SCRIPT_EDIT_MESSAGES.chapterOrder);
    expect(requestsTo(fetch, 'PUT', '/api/projects/p1/script')).toHaveLength(0);
  });

  it('splits a paragraph at the cursor, merges one with the next and adds one after a heading', async () => {
    const fetch = server({
      'PUT /api/projects/p1/script': () => jsonResponse(200, { versionId: 'v2', number: 2 }),
    });
    renderReview(fetch);

    fireEvent.click(within(await stretch('Call me')).getByRole('button', { name: 'Edit paragraph' }));
    const field = screen.getByRole('textbox', { name: 'Paragraph text' }) as HTMLTextAreaElement;
    field.setSelectionRange(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Split here' }));
    expect((await screen.findByTestId('edit-problem')).textContent).toBe(
      'Place the cursor between two parts of the text to split it there.',
    );
    field.setSelectionRange(17, 17);
    fireEvent.click(screen.getByRole('button', { name: 'Split here' }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/projects/p1/script')).toHaveLength(1));
    expect((bodyOf(fetch, 'PUT', '/api/projects/p1/script') as { units: ScriptUnit[] }).units.slice(2, 4)).toEqual([
      { chapter: 0, heading: false, text: 'Call me Ishmael.', take: 0 },
      { chapter: 0, heading: false, text: 'Some years ago.', take: 0 },
    ]);
    await vi.waitFor(() => expect(screen.queryByTestId('stretch-editor')).toBeNull());

    fireEvent.click(within(await openMenu('Call me')).getByRole('menuitem', { name: 'Merge with next' }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/projects/p1/script')).toHaveLength(2));
    expect((bodyOf(fetch, 'PUT', '/api/projects/p1/script') as { units: ScriptUnit[] }).units[2]).toEqual({
      chapter: 0,
      heading: false,
      text: 'Call me Ishmael. Some years ago. It is a way I have.',
      take: 0,
    });
    // The last paragraph of its chapter has nothing to merge with.
    expect(within(await openMenu('It is')).queryByRole('menuitem', { name: 'Merge with next' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(within(await openMenu('Loomings')).getByRole('menuitem', { name: 'Add paragraph after' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Paragraph text' }), { target: { value: 'A new start.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/projects/p1/script')).toHaveLength(3));
    expect((bodyOf(fetch, 'PUT', '/api/projects/p1/script') as { units: ScriptUnit[] }).units.slice(1, 4)).toEqual([
      script[1],
      { chapter: 0, heading: false, text: 'A new start.', take: 0 },
      script[2],
    ]);
  });

  it('renames a heading, asks for another take with its number, and undoes to the version before', async () => {
    const fetch = server({
      'PUT /api/projects/p1/script': () => jsonResponse(200, { versionId: 'v2', number: 2 }),
      'POST /api/projects/p1/script/regenerate': () =>
        jsonResponse(202, { versionId: VERSION_3, number: 3, jobId: 'job-9' }),
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-10' } }),
    });
    renderReview(fetch);

    const heading = await stretch('Loomings');
    fireEvent.click(within(heading).getByRole('button', { name: 'Rename heading' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Heading text' }), {
      target: { value: 'Chapter 1. Loomings' },
    });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Heading text' }), { key: 'Enter', ctrlKey: true });
    await vi.waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/projects/p1/script')).toHaveLength(1));
    expect((bodyOf(fetch, 'PUT', '/api/projects/p1/script') as { units: ScriptUnit[] }).units[1]).toEqual({
      ...script[1],
      text: 'Chapter 1. Loomings',
    });

    expect(within(await stretch('It is')).getByTestId('stretch-take').textContent).toBe('Take 1');
    fireEvent.click(within(await openMenu('It is')).getByRole('menuitem', { name: 'Regenerate (take 1)' }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'POST', '/api/projects/p1/script/regenerate')).toHaveLength(1));
    expect(bodyOf(fetch, 'POST', '/api/projects/p1/script/regenerate')).toEqual({ baseVersionId: 'v2', unitIndex: 3 });
    expect(await screen.findByTestId('narration-progress')).toBeTruthy();

    // A narration that fails says why, and narrates the current version again on 'Try Again'.
    await vi.waitFor(() => expect(requestsTo(fetch, 'GET', '/api/projects/p1/events')).toHaveLength(1));
    await act(async () => events.send({ state: 'failed', percent: 40, error: 'The voice engine stopped' }));
    const failed = await screen.findByTestId('edit-narration-failed');
    expect(within(failed).getByText('Error: The voice engine stopped')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'POST', '/api/narrate-audio')).toHaveLength(1));
  });

  it('lists the versions with the current one marked, and restores the one before on Undo', async () => {
    const restore = `/api/projects/p1/script-versions/${VERSION_1}/restore`;
    const fetch = server({
      [`POST ${restore}`]: () => jsonResponse(202, { versionId: VERSION_3, number: 3, jobId: 'job-9' }),
    });
    renderReview(fetch);

    const list = await screen.findByTestId('script-version-list');
    expect(list.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    expect(list.hidden).toBe(false);
    const rows = within(list).getAllByTestId('script-version-row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(rows[0]!.textContent).toContain('Version 2');
    expect(rows[0]!.textContent).toContain('Edited');
    expect(rows[0]!.textContent).toContain('19 words');
    expect(rows[0]!.textContent).toContain('Current');
    expect(within(rows[0]!).queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(rows[1]!.textContent).toContain('Uploaded document');
    expect(within(rows[1]!).getByRole('button', { name: 'Restore' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(requestsTo(fetch, 'POST', restore)).toHaveLength(1));
    expect(await screen.findByTestId('narration-progress')).toBeTruthy();

    // Without the narration's counts, the notice says how many paragraphs differ from the script before.
    await vi.waitFor(() => expect(requestsTo(fetch, 'GET', '/api/projects/p1/events')).toHaveLength(1));
    units = replaceText(script, 5, 'I stuffed a shirt.');
    version = 3;
    await act(async () => events.send({ state: 'done', stage: 'Done', percent: 100 }));
    expect((await screen.findByTestId('edit-notice')).textContent).toBe('1 paragraph changed, 5 unchanged');
  });
});
