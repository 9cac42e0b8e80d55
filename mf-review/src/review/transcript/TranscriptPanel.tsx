import { TRANSCRIPT_MESSAGES, transcriptError } from '@reeltalk/contracts';
import { Button, isNarrationRunning } from '@reeltalk/web-kit';
import type { TranscriptLoad } from '../hooks/useReviewMedia.ts';
import type { Playback } from '../player/playback.ts';
import type { ExtractionState, NarrationProgress } from '../slices/reviewProjectSlice.ts';
import type { TranscriptDocument } from './transcriptDocument.ts';
import { TranscriptView, type RenderStretch } from './TranscriptView.tsx';

export type TranscriptPanelState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: 'narration' | 'transcript' | 'extraction' }
  | { kind: 'empty' }
  | { kind: 'timed'; document: TranscriptDocument }
  | { kind: 'text'; text: string };

/**
 * Which transcript state shows: the timed transcript once loaded; loading while the narration or a
 * download or an extraction runs; an error (with what 'Try Again' retries); else the empty state with 'Extract Text'.
 */
export function transcriptPanelState(
  narration: NarrationProgress | null,
  transcript: TranscriptLoad,
  extraction: ExtractionState,
): TranscriptPanelState {
  if (transcript.status === 'ready') return { kind: 'timed', document: transcript.document };
  if (transcript.status === 'loading') return { kind: 'loading' };
  if (transcript.status === 'failed') return { kind: 'error', message: transcript.error, retry: 'transcript' };
  if (narration && (narration.state === 'starting' || isNarrationRunning(narration.state))) return { kind: 'loading' };
  if (narration?.state === 'failed') {
    return { kind: 'error', message: narration.error ?? '', retry: 'narration' };
  }
  if (extraction.status === 'extracting') return { kind: 'loading' };
  if (extraction.status === 'failed') return { kind: 'error', message: extraction.error, retry: 'extraction' };
  if (extraction.status === 'done' && extraction.text.trim() !== '') return { kind: 'text', text: extraction.text };
  return { kind: 'empty' };
}

interface TranscriptPanelProps {
  state: TranscriptPanelState;
  playback: Playback | null;
  onRetry: (what: 'narration' | 'transcript' | 'extraction') => void;
  onExtract: () => void;
  /** The script editor's actions around each stretch of a timed transcript. */
  renderStretch?: RenderStretch;
}

export function TranscriptPanel({ state, playback, onRetry, onExtract, renderStretch }: TranscriptPanelProps) {
  switch (state.kind) {
    case 'timed':
      return <TranscriptView transcript={state.document} playback={playback} renderStretch={renderStretch} />;
    case 'loading':
      return (
        <p className="rt-transcript-state" role="status">
          {TRANSCRIPT_MESSAGES.loading}
        </p>
      );
    case 'error':
      return (
        <div className="rt-transcript-state rt-transcript-state--error" role="alert">
          <p>{transcriptError(state.message)}</p>
          <Button variant="secondary" onClick={() => onRetry(state.retry)}>
            {TRANSCRIPT_MESSAGES.tryAgain}
          </Button>
        </div>
      );
    case 'text':
      return (
        <div className="rt-transcript" data-testid="transcript">
          {state.text
            .split(/\n\s*\n|\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <p key={index} className="rt-transcript__paragraph" data-testid="paragraph">
                {paragraph.trim()}
              </p>
            ))}
        </div>
      );
    case 'empty':
      return (
        <div className="rt-transcript-state">
          <p>{TRANSCRIPT_MESSAGES.empty}</p>
          <Button onClick={onExtract}>{TRANSCRIPT_MESSAGES.extractText}</Button>
        </div>
      );
  }
}
