import { isJobInFlight, TRANSCRIPT_MESSAGES, transcriptError } from '@reeltalk/contracts';
import { Button } from '@reeltalk/web-kit';
import type { TranscriptLoad } from '../hooks/useReviewMedia.ts';
import type { Playback } from '../player/playback.ts';
import { PROGRESSIVE_MESSAGES } from '../progressive/messages.ts';
import type { ProgressiveTranscript } from '../progressive/partTimelines.ts';
import type { ExtractionState } from '../reviewApi.ts';
import type { NarrationProgress } from '../slices/reviewProjectSlice.ts';
import type { TranscriptDocument } from './transcriptDocument.ts';
import { TranscriptView, type RenderStretch } from './TranscriptView.tsx';

type TranscriptPanelState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retry: 'narration' | 'transcript' | 'extraction' }
  | { kind: 'empty' }
  | { kind: 'timed'; document: TranscriptDocument }
  | { kind: 'progressive'; transcript: ProgressiveTranscript }
  | { kind: 'text'; text: string };

/** A narration played while it is narrated: its ready transcript (null until the first part's is in). */
interface ProgressiveTranscriptLoad {
  transcript: ProgressiveTranscript | null;
  /** Every part is in: the transcript is the whole narration's. */
  whole: boolean;
}

/**
 * Which transcript state shows: the ready part of a narration played while it is narrated (the plain timed transcript
 * once it is whole); the timed transcript once loaded; loading while the narration or a download or an extraction
 * runs; an error (with what 'Try Again' retries); else the empty state with 'Extract Text'.
 */
export function transcriptPanelState(
  narration: NarrationProgress | null,
  transcript: TranscriptLoad,
  extraction: ExtractionState,
  progressive: ProgressiveTranscriptLoad | null = null,
): TranscriptPanelState {
  if (progressive) {
    if (!progressive.transcript) return { kind: 'loading' };
    return progressive.whole
      ? { kind: 'timed', document: progressive.transcript.document }
      : { kind: 'progressive', transcript: progressive.transcript };
  }
  if (transcript.status === 'ready') return { kind: 'timed', document: transcript.document };
  if (transcript.status === 'loading') return { kind: 'loading' };
  if (transcript.status === 'failed') return { kind: 'error', message: transcript.error, retry: 'transcript' };
  if (narration && (narration.state === 'starting' || isJobInFlight(narration.state))) return { kind: 'loading' };
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

/** The chapter still being narrated, greyed, with a pulse. */
function BeingNarrated({ testId }: { testId?: string }) {
  return (
    <p className="rt-transcript__in-progress" data-testid={testId}>
      <span className="rt-transcript__pulse" aria-hidden="true" />
      {PROGRESSIVE_MESSAGES.beingNarrated}
    </p>
  );
}

/**
 * The ready part of a narration in flight: how many chapters are ready, the timed transcript of the ready part (its
 * last chapter marked when only partly narrated), then each chapter still to come.
 */
function ProgressiveTranscriptView({
  transcript,
  playback,
}: {
  transcript: ProgressiveTranscript;
  playback: Playback | null;
}) {
  const lastChapter = transcript.document.chapters.length - 1;
  return (
    <>
      <p className="rt-transcript-ready" role="status" data-testid="narration-ready-summary">
        {transcript.summary}
      </p>
      <TranscriptView
        transcript={transcript.document}
        playback={playback}
        chapterEnd={(chapter) =>
          transcript.lastChapterPartial && chapter === lastChapter && <BeingNarrated testId="chapter-in-progress" />
        }
      />
      {transcript.upcoming.length > 0 && (
        <ol className="rt-transcript-upcoming">
          {transcript.upcoming.map((title, index) => (
            <li key={index} className="rt-transcript-upcoming__chapter" data-testid="chapter-in-progress">
              <h2 className="rt-transcript__chapter-title">{title}</h2>
              <BeingNarrated />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function TranscriptPanel({ state, playback, onRetry, onExtract, renderStretch }: TranscriptPanelProps) {
  switch (state.kind) {
    case 'timed':
      return <TranscriptView transcript={state.document} playback={playback} renderStretch={renderStretch} />;
    case 'progressive':
      return <ProgressiveTranscriptView transcript={state.transcript} playback={playback} />;
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
