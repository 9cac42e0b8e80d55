import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TranscriptLoad } from '../hooks/useReviewMedia.ts';
import { narrationProgress } from '../slices/narrationProgress.testing.ts';
import type { ExtractionState } from '../slices/reviewProjectSlice.ts';
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
    ['a completed narration before the reload', narrationProgress({ state: 'completed' }), none, idle, 'empty'],
  ] as const)('%s', (_, progress, transcript, extraction, kind) => {
    expect(transcriptPanelState(progress, transcript as TranscriptLoad, extraction).kind).toBe(kind);
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
