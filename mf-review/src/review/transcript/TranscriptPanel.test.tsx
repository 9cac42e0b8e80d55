import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TranscriptLoad } from '../hooks/useReviewMedia.ts';
import { progressiveTranscript } from '../progressive/partTimelines.ts';
import { manifestOf, partTimelines } from '../../../testing/progressiveFixture.ts';
import { narrationProgress } from '../../../testing/narrationProgress.ts';
import type { ExtractionState } from '../reviewApi.ts';
import { TranscriptPanel, transcriptPanelState } from './TranscriptPanel.tsx';

const idle: ExtractionState = { status: 'idle', text: '', wordCount: 0, error: '' };
const none: TranscriptLoad = { status: 'none' };
describe('transcriptPanelState', () => {
  it.each([
    ['a timed transcript', null, { status: 'ready', document: { words: [], chapters: [] } }, idle, 'timed'],
    ['a transcript download', null, { status: 'loading' }, idle, 'loading'],
    ['a narration starting', narrationProgress({ state: 'starting', jobId: null }), none, idle, 'loading'],
    ['a narration running', narrationProgress({ state: 'queued' }), none, idle, 'loading'],
    ['an extraction', null, none, { ...idle, status: 'extracting' }, 'loading'],
    ['a failed narration', narrationProgress({ state: 'failed', error: 'No voice' }), none, idle, 'error'],
    ['a failed download', null, { status: 'failed', error: 'x' }, idle, 'error'],
    ['an extracted text', null, none, { ...idle, status: 'done', text: 'Hello' }, 'text'],
    ['nothing', null, none, idle, 'empty'],
    ['a completed narration before the reload', narrationProgress({ state: 'done' }), none, idle, 'empty'],
  ] as const)('%s', (_, progress, transcript, extraction, kind) => {
    expect(transcriptPanelState(progress, transcript as TranscriptLoad, extraction).kind).toBe(kind);
  });

  it('shows the ready part of a narration played while it is narrated, then the whole once every part is in', () => {
    const transcript = progressiveTranscript({ manifest: manifestOf({ parts: [] }), timelines: [] });
    const running = narrationProgress({ state: 'running', parts: 1 });
    expect(transcriptPanelState(running, none, idle, { transcript: null, whole: false }).kind).toBe('loading');
    expect(transcriptPanelState(running, none, idle, { transcript, whole: false })).toEqual({
      kind: 'progressive',
      transcript,
    });
    expect(transcriptPanelState(running, none, idle, { transcript, whole: true })).toEqual({
      kind: 'timed',
      document: transcript.document,
    });
  });

  it('retries what failed', () => {
    expect(transcriptPanelState(narrationProgress({ state: 'failed', error: 'No voice' }), none, idle)).toEqual({
      kind: 'error',
      message: 'No voice',
      retry: 'narration',
    });
    expect(transcriptPanelState(null, none, { ...idle, status: 'failed', error: 'Document has no text' })).toEqual({
      kind: 'error',
      message: 'Document has no text',
      retry: 'extraction',
    });
  });
});

describe('TranscriptPanel', () => {
  const renderPanel = (state: Parameters<typeof TranscriptPanel>[0]['state']) => {
    const onRetry = vi.fn();
    const onExtract = vi.fn();
    render(<TranscriptPanel state={state} playback={null} onRetry={onRetry} onExtract={onExtract} />);
    return { onRetry, onExtract };
  };

  it('shows how much is ready, the ready transcript and each chapter still being narrated', () => {
    const manifest = manifestOf({ chaptersReady: 1 });
    renderPanel({
      kind: 'progressive',
      transcript: progressiveTranscript({
        manifest: { ...manifest, parts: manifest.parts.slice(0, 2) },
        timelines: partTimelines(),
      }),
    });
    const summary = screen.getByTestId('narration-ready-summary');
    expect(summary.textContent).toBe('1 of 3 chapters ready — the rest is being narrated.');
    expect(screen.getByRole('status')).toBe(summary);
    // The chapters still to come are no chapters of the transcript yet.
    expect(screen.getAllByTestId('chapter-title').map((title) => title.textContent)).toEqual(['Loomings']);
    const chapters = screen.getByTestId('transcript').querySelectorAll('section');
    expect(chapters).toHaveLength(2);
    // The chapter begun ends with the marker; the whole one does not.
    expect(chapters[0]!.querySelector('[data-testid="chapter-in-progress"]')).toBeNull();
    expect(chapters[1]!.lastElementChild?.getAttribute('data-testid')).toBe('chapter-in-progress');
    expect(screen.getAllByTestId('chapter-in-progress').map((item) => item.textContent)).toEqual([
      'Being narrated…',
      'The Carpet-BagBeing narrated…',
    ]);
  });

  it('says "1 of 1" for a script of one chapter', () => {
    const manifest = manifestOf({ chapters: [{ title: null }], chaptersReady: 1 });
    const [first] = partTimelines();
    renderPanel({
      kind: 'progressive',
      transcript: progressiveTranscript({
        manifest: { ...manifest, parts: manifest.parts.slice(0, 1) },
        timelines: [first!],
      }),
    });
    expect(screen.getByTestId('narration-ready-summary').textContent).toBe(
      '1 of 1 chapters ready — the rest is being narrated.',
    );
    expect(screen.queryByTestId('chapter-in-progress')).toBeNull();
  });

  it('shows the loading text', () => {
    renderPanel({ kind: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Extracting text from document...');
  });

  it("shows 'Error: {message}' with 'Try Again'", () => {
    const { onRetry } = renderPanel({ kind: 'error', message: 'Failed to get presigned URL', retry: 'transcript' });
    expect(screen.getByText('Error: Failed to get presigned URL')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledWith('transcript');
  });

  it("shows the empty state with 'Extract Text'", () => {
    const { onExtract } = renderPanel({ kind: 'empty' });
    expect(
      screen.getByText('No transcript available. Click "Extract Text" to extract text from the document.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Extract Text' }));
    expect(onExtract).toHaveBeenCalledTimes(1);
  });

  it('shows an extracted text as paragraphs', () => {
    renderPanel({ kind: 'text', text: 'First line.\n\nSecond one.\nThird.' });
    expect(screen.getAllByTestId('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'First line.',
      'Second one.',
      'Third.',
    ]);
  });
});
