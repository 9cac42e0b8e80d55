import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TestXhr,
  jsonResponse,
  renderWithStore,
  testEventStream,
  testNetwork,
  testProject,
  type TestEventStream,
} from '@reeltalk/web-kit/testing';
import { validateProjectName } from '@reeltalk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UploadStep from './UploadStep.tsx';

const P42 = '00000000-0000-4000-8000-000000000042';

function renderUpload(fetch: typeof globalThis.fetch, projectId?: string) {
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('XMLHttpRequest', TestXhr);
  const start = projectId ? `/app/project/${projectId}/upload` : '/app';
  return renderWithStore(
    [
      { path: '/app', element: <UploadStep /> },
      { path: '/app/project/:projectId/upload', element: <UploadStep projectId={projectId} /> },
      { path: '/app/project/:projectId/review', element: <p>review page</p> },
    ],
    start,
    fetch,
  );
}

const script = (name = 'moby.docx', size = 2048) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
const stepStates = () =>
  screen.getAllByTestId('progress-step').map((step) => `${step.textContent}: ${step.getAttribute('data-state')}`);
const percent = () => screen.getByTestId('upload-percent').textContent;
const message = () => screen.getByTestId('upload-message').textContent;

let events: TestEventStream;
beforeEach(() => {
  TestXhr.sent = [];
  events = testEventStream('job-1', P42);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UploadStep: a new project', () => {
  it('keeps the drop area disabled, with its hint, until the project has a name', async () => {
    renderUpload(testNetwork({}));
    expect(screen.getByRole('heading', { name: 'Upload Your Script' })).toBeTruthy();
    const dropArea = screen.getByTestId('drop-area');
    expect(within(dropArea).getByText('Drag & Drop Your Script')).toBeTruthy();
    expect(dropArea.getAttribute('aria-disabled')).toBe('true');
    expect(within(dropArea).getByText('Enter project name to upload')).toBeTruthy();
    expect((screen.getByTestId('browse-files') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('file-input') as HTMLInputElement).accept).toBe('.docx,.txt');

    await userEvent.type(screen.getByTestId('project-name-input'), '   ');
    expect(dropArea.getAttribute('aria-disabled')).toBe('true');

    await userEvent.clear(screen.getByTestId('project-name-input'));
    await userEvent.type(screen.getByTestId('project-name-input'), '\u200b\u200b');
    expect(dropArea.getAttribute('aria-disabled')).toBe('true');
    expect(within(dropArea).getByText(validateProjectName('\u200b\u200b'))).toBeTruthy();
    expect(within(dropArea).queryByText('Enter project name to upload')).toBeNull();
    await userEvent.clear(screen.getByTestId('project-name-input'));

    await userEvent.type(screen.getByTestId('project-name-input'), 'Moby Dick');
    expect(dropArea.getAttribute('aria-disabled')).toBe('false');
    expect(within(dropArea).queryByText('Enter project name to upload')).toBeNull();
    expect((screen.getByTestId('browse-files') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('project-name-input') as HTMLInputElement).maxLength).toBe(100);
  });

  it('ignores a file dropped before the project has a name', () => {
    const fetch = testNetwork({});
    renderUpload(fetch);
    fireEvent.drop(screen.getByTestId('drop-area'), { dataTransfer: { files: [script()] } });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it.each([
    ['notes.pdf', 2048, 'File type not supported. Please upload: .docx, .txt'],
    ['novel.txt', 10 * 1024 * 1024 + 1, 'File too large. Maximum size is 10MB'],
    // Checked before the project is created, so an empty file leaves no project behind.
    ['empty.txt', 0, 'The file is empty.'],
  ])('refuses %s before sending anything', async (name, size, text) => {
    const fetch = testNetwork({});
    renderUpload(fetch);
    await userEvent.type(screen.getByTestId('project-name-input'), 'Moby Dick');
    chooseFile(script(name, size));
    expect(screen.getByTestId('file-error').textContent).toBe(text);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates the project, uploads, narrates with real progress, then opens review', async () => {
    let answerProject: (response: Response) => void = () => {};
    const fetch = testNetwork({
      'POST /api/projects': () => new Promise<Response>((resolve) => (answerProject = resolve)),
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-1' } }),
      [`GET /api/projects/${P42}/events`]: () => events.response,
    });
    const { router } = renderUpload(fetch);
    expect(stepStates()).toEqual([
      'Creating Project: inactive',
      'Uploading File: inactive',
      'Processing Audio: inactive',
    ]);

    await userEvent.type(screen.getByTestId('project-name-input'), ' Moby Dick ');
    await userEvent.type(screen.getByTestId('genre-input'), 'Adventure, Classic{Enter}');
    fireEvent.drop(screen.getByTestId('drop-area'), { dataTransfer: { files: [script()] } });

    expect(await screen.findByTestId('upload-progress')).toBeTruthy();
    expect([message(), percent()]).toEqual(['Creating project...', '10%']);
    expect(stepStates()).toEqual([
      'Creating Project: in-progress',
      'Uploading File: inactive',
      'Processing Audio: inactive',
    ]);
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Moby Dick', genres: ['Adventure', 'Classic'], status: 1 });

    await act(async () => answerProject(jsonResponse(200, { success: true, data: testProject({ _id: P42 }) })));
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    const xhr = TestXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual([
      'POST',
      'http://api.test/api/upload',
      'Bearer token',
    ]);
    expect([...xhr.body!.keys()]).toEqual(['projectId', 'file']);
    expect(xhr.body!.get('projectId')).toBe(P42);
    expect([message(), percent()]).toEqual(['Project created successfully', '40%']);
    expect(stepStates()).toEqual([
      'Creating Project: complete',
      'Uploading File: in-progress',
      'Processing Audio: inactive',
    ]);

    xhr.progress(512, 1024);
    expect(percent()).toBe('50%');
    await act(async () => xhr.respond(200, { success: true, s3Url: 's3://x', data: testProject({ _id: P42 }) }));

    await vi.waitFor(() => expect(message()).toBe('Processing script with text-to-speech...'));
    expect(percent()).toBe('60%');
    expect(stepStates()).toEqual([
      'Creating Project: complete',
      'Uploading File: complete',
      'Processing Audio: in-progress',
    ]);
    const narrate = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/narrate-audio'));
    expect(JSON.parse(String(narrate?.[1]?.body))).toEqual({ projectId: P42, vocalType: 'default' });

    await act(async () => events.send({ stage: 'Narrating chapter 3 of 4', percent: 75 }));
    await vi.waitFor(() => expect(percent()).toBe('90%'));
    expect(screen.getByText('Narrating chapter 3 of 4')).toBeTruthy();

    await act(async () => events.send({ state: 'done', stage: 'Done', percent: 100 }));
    expect((await screen.findByTestId('upload-success')).textContent).toBe('File Uploaded Successfully!');
    expect(percent()).toBe('100%');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/app/project/${P42}/review`), {
      timeout: 5000,
    });
  });

  it('opens review as soon as the first part of the narration can be played', async () => {
    const fetch = testNetwork({
      'POST /api/projects': () => jsonResponse(200, { success: true, data: testProject({ _id: P42 }) }),
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-1' } }),
      [`GET /api/projects/${P42}/events`]: () => events.response,
    });
    const { router } = renderUpload(fetch);
    await userEvent.type(screen.getByTestId('project-name-input'), 'Pride and Prejudice');
    chooseFile(script());
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    await act(async () => TestXhr.sent[0]!.respond(200, { success: true, data: testProject({ _id: P42 }) }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/events'))).toBe(true));

    await act(async () => events.send({ stage: 'Narrating chapter 1 of 61', percent: 11 }));
    expect(screen.queryByTestId('upload-success')).toBeNull();
    await act(async () => events.send({ stage: 'Narrating chapter 2 of 61', percent: 12, parts: 1 }));

    expect((await screen.findByTestId('upload-success')).textContent).toBe('File Uploaded Successfully!');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/app/project/${P42}/review`), {
      timeout: 5000,
    });
  });

  it("shows 'Upload failed: {message}', resets the progress, and a retry reuses the created project", async () => {
    const fetch = testNetwork({
      'POST /api/projects': () => jsonResponse(200, { success: true, data: testProject({ _id: P42 }) }),
    });
    renderUpload(fetch);
    await userEvent.type(screen.getByTestId('project-name-input'), 'Moby Dick');
    chooseFile(script('moby.txt'));

    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    TestXhr.sent[0]!.progress(1024, 1024);
    await act(async () =>
      TestXhr.sent[0]!.respond(415, {
        error: 'unsupported_type',
        message: 'File type not supported. Please upload: .docx, .txt',
      }),
    );

    expect((await screen.findByTestId('upload-error')).textContent).toBe(
      'Upload failed: File type not supported. Please upload: .docx, .txt',
    );
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(stepStates()).toEqual([
      'Creating Project: inactive',
      'Uploading File: inactive',
      'Processing Audio: inactive',
    ]);

    chooseFile(script('moby.docx'));
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(2));
    expect(TestXhr.sent[1]!.body!.get('projectId')).toBe(P42);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/projects'))).toHaveLength(1);
    expect(screen.queryByTestId('upload-error')).toBeNull();
  });

  it('reports a failed narration as an upload failure', async () => {
    const fetch = testNetwork({
      'POST /api/projects': () => jsonResponse(200, { success: true, data: testProject({ _id: P42 }) }),
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-1' } }),
      [`GET /api/projects/${P42}/events`]: () => events.response,
    });
    renderUpload(fetch);
    await userEvent.type(screen.getByTestId('project-name-input'), 'Moby Dick');
    chooseFile(script());
    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    await act(async () => TestXhr.sent[0]!.respond(200, { success: true, data: testProject({ _id: P42 }) }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/events'))).toBe(true));
    await act(async () => events.send({ state: 'failed', error: 'The script has no text to narrate' }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe(
      'Upload failed: The script has no text to narrate',
    );
  });
});

describe('UploadStep: replacing the script of a project', () => {
  const id = '00000000-0000-4000-8000-000000000007';
  const existing = testProject({
    _id: id,
    name: 'Old Title',
    genres: ['Drama'],
    source_document: { name: 'old.txt', file: 's3://old', key: 'projects/p7/old.txt' },
  });

  it('shows Replace Your Script with only Replacing File and Processing Audio', async () => {
    let patched: unknown;
    const fetch = testNetwork({
      [`GET /api/projects/${id}`]: () => jsonResponse(200, { success: true, data: existing }),
      [`PATCH /api/projects/${id}`]: (init) => {
        patched = JSON.parse(String(init?.body));
        return jsonResponse(200, { success: true, data: existing });
      },
      'POST /api/narrate-audio': () => jsonResponse(202, { success: true, data: { jobId: 'job-1' } }),
      [`GET /api/projects/${id}/events`]: () => events.response,
    });
    renderUpload(fetch, id);

    expect(await screen.findByRole('heading', { name: 'Replace Your Script' })).toBeTruthy();
    expect((screen.getByTestId('project-name-input') as HTMLInputElement).value).toBe('Old Title');
    expect(screen.getAllByTestId('genre-chip').map((chip) => chip.firstElementChild?.textContent)).toEqual(['Drama']);
    expect(stepStates()).toEqual(['Replacing File: inactive', 'Processing Audio: inactive']);

    await userEvent.clear(screen.getByTestId('project-name-input'));
    await userEvent.type(screen.getByTestId('project-name-input'), 'New Title');
    chooseFile(script('new.docx'));

    await vi.waitFor(() => expect(TestXhr.sent).toHaveLength(1));
    expect(patched).toEqual({ name: 'New Title', genres: ['Drama'] });
    expect(
      fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/projects') && init?.method === 'POST'),
    ).toBe(false);
    expect(percent()).toBe('10%');
    expect(stepStates()).toEqual(['Replacing File: in-progress', 'Processing Audio: inactive']);
    TestXhr.sent[0]!.progress(1, 2);
    expect(percent()).toBe('35%');
    await act(async () => TestXhr.sent[0]!.respond(200, { success: true, data: existing }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/events'))).toBe(true));
    await act(async () => events.send({ state: 'done', percent: 100 }));

    expect((await screen.findByTestId('upload-success')).textContent).toBe('File Replaced Successfully!');
    expect(stepStates()).toEqual(['Replacing File: complete', 'Processing Audio: complete']);
  });
});
