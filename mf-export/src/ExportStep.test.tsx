import { screen } from '@testing-library/react';
import { PROJECT_MESSAGES, type Project } from '@reeltalk/contracts';
import { jsonResponse, renderWithStore } from '@reeltalk/web-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import ExportStep from './ExportStep.tsx';

const calmZone = {
  soundtrackId: 'calm',
  title: 'Calm',
  short_description: 'Slow piano',
  type: 'stock' as const,
  source_audio: { file: 'music/stock/calm.mp3' },
};

const project = (overrides: Partial<Project> = {}): Project => ({
  _id: '0b8f3c1e-5a7d-4c2b-9e1f-2d3c4b5a6e7f',
  name: 'Pride and Prejudice',
  fullName: null,
  description: null,
  status: 1,
  genres: [],
  emotions: ['Joyful', 'Worried'],
  voice_model_id: { _id: 'v2', name: 'en-gb-rp', displayName: 'Eleanor', gender: 'female', tone: 'warm' },
  source_document: { name: 'pride.txt', file: 'https://s3.test/pride.txt' },
  audio_stems: {
    vocal: 'https://s3.test/vocal.mp3',
    mix: null,
    vocal_duration: 185.6,
    musicZones: [
      { ...calmZone, start_time: 0, end_time: 30 },
      { ...calmZone, start_time: 40, end_time: 90 },
    ],
    soundtrack: null,
  },
  videoInfo: {},
  settings: {},
  userId: { _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', fullName: 'Ada Lovelace' },
  duration: null,
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
  lastModified: '2025-01-02T03:04:05.000Z',
  ...overrides,
});

/** The network boundary: GET /api/projects/:id answers `answer`. */
function projectServer(answer: Response) {
  return vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.endsWith(`/api/projects/p5`) ? answer : jsonResponse(404, { error: 'not_found', message: 'Not found' });
  });
}

const renderStep = (fetch: typeof globalThis.fetch) =>
  renderWithStore(
    [{ path: '/app/project/:id/export', element: <ExportStep projectId="p5" /> }],
    '/app/project/p5/export',
    fetch,
  );

describe('ExportStep', () => {
  it('shows the Project Summary of the open project', async () => {
    const fetch = projectServer(jsonResponse(200, { success: true, data: project() }));
    renderStep(fetch);

    expect(screen.getByRole('heading', { name: 'Preview & Export' })).toBeTruthy();
    expect(await screen.findByTestId('project-summary')).toBeTruthy();
    expect(screen.getByTestId('summary-voice').textContent).toBe('Eleanor');
    expect(screen.getByTestId('summary-duration').textContent).toBe('3:05 minutes');
    expect(screen.getByTestId('summary-music-zones').textContent).toBe('2 segment(s)');
    expect(screen.getByTestId('summary-emotions').textContent).toBe('Joyful, Worried');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/projects/p5');
  });

  it('says Default, Not available, 0 segment(s) and None for a project without voice, audio or emotions', async () => {
    const bare = project({
      voice_model_id: null,
      emotions: [],
      audio_stems: { vocal: null, mix: null, vocal_duration: null, musicZones: [], soundtrack: null },
    });
    renderStep(projectServer(jsonResponse(200, { success: true, data: bare })));

    expect(await screen.findByTestId('project-summary')).toBeTruthy();
    expect(screen.getByTestId('summary-voice').textContent).toBe('Default');
    expect(screen.getByTestId('summary-duration').textContent).toBe('Not available');
    expect(screen.getByTestId('summary-music-zones').textContent).toBe('0 segment(s)');
    expect(screen.getByTestId('summary-emotions').textContent).toBe('None');
  });

  it("shows the server's message with a Retry when the project cannot be loaded", async () => {
    renderStep(projectServer(jsonResponse(404, { error: 'not_found', message: PROJECT_MESSAGES.notFound })));

    expect((await screen.findByRole('alert')).textContent).toContain(PROJECT_MESSAGES.notFound);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByTestId('project-summary')).toBeNull();
  });
});
