import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { STEPS, TRANSCRIPT_MESSAGES } from '@reeltalk/contracts';
import {
  ErrorPanel,
  Spinner,
  callFailure,
  isNarrationRunning,
  skipToken,
  useAppDispatch,
  useAppSelector,
  useGetProjectQuery,
  type StepProps,
} from '@reeltalk/web-kit';
import { DocumentHeader } from './components/DocumentHeader.tsx';
import { NarrationProgress } from './components/NarrationProgress.tsx';
import { useNarration } from './hooks/useNarration.ts';
import { usePlayback } from './hooks/usePlayback.ts';
import { useReviewMedia } from './hooks/useReviewMedia.ts';
import { AudioPlayer } from './player/AudioPlayer.tsx';
import {
  extractText,
  projectOpened,
  projectRead,
  reviewProjectSlice,
  startNarration,
} from './slices/reviewProjectSlice.ts';
import { TranscriptPanel, transcriptPanelState } from './transcript/TranscriptPanel.tsx';
import { transcriptKey } from './types.ts';
import './review.css';

const title = STEPS.find((step) => step.key === 'review')?.label;

/** Step 2 (/app/project/:id/review): the script, its narration with a waveform player, and the timed transcript. */
export default function ReviewStep({ projectId: givenId }: StepProps) {
  const params = useParams();
  const projectId = givenId ?? params.projectId ?? params.id ?? '';
  const dispatch = useAppDispatch();
  // Read afresh on opening: a narration may have started or ended since the project was last read.
  const query = useGetProjectQuery(projectId || skipToken, { refetchOnMountOrArgChange: true });
  const state = useAppSelector(reviewProjectSlice.selectors.selectProject);
  // The store outlives the step: what it holds for another project counts as nothing yet.
  const current = state.projectId === projectId ? state : null;
  const project = (current && query.currentData) ?? null;
  const narration = current?.narration ?? null;

  useEffect(() => {
    if (projectId) dispatch(projectOpened(projectId));
  }, [dispatch, projectId]);

  // Once per reading of the project, not on every progress event.
  const opened = current !== null;
  useEffect(() => {
    if (opened && query.currentData) dispatch(projectRead(query.currentData));
  }, [dispatch, opened, query.currentData]);

  useNarration(projectId, project, narration);
  const media = useReviewMedia(project);
  const playback = usePlayback();

  if (!project) {
    return (
      <section className="rt-review" data-testid="review-step">
        {query.error ? (
          <ErrorPanel message={callFailure(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={TRANSCRIPT_MESSAGES.loadingProject} />
        )}
      </section>
    );
  }

  const narrating = narration !== null && (narration.state === 'starting' || isNarrationRunning(narration.state));
  const processed = Boolean(project.audio_stems.vocal || transcriptKey(project));
  const panel = transcriptPanelState(narration, media.transcript, current!.extraction);
  const wordCount =
    project.source_document?.word_count ??
    (panel.kind === 'timed' ? panel.document.words.length : null) ??
    (current!.extraction.status === 'done' ? current!.extraction.wordCount : null);

  const retry = (what: 'narration' | 'transcript' | 'extraction') => {
    if (what === 'narration') void dispatch(startNarration(projectId));
    else if (what === 'extraction') void dispatch(extractText(projectId));
    else media.retry();
  };

  return (
    <section className="rt-review" data-testid="review-step">
      <h1 className="rt-review__title">{title}</h1>
      <DocumentHeader
        project={project}
        wordCount={wordCount}
        status={
          narration && narrating ? (
            <NarrationProgress narration={narration} />
          ) : (
            processed && <span className="rt-document__complete">{TRANSCRIPT_MESSAGES.processingComplete}</span>
          )
        }
      />
      {!narrating && playback && (
        <AudioPlayer
          playback={playback}
          src={media.audioUrl}
          waveform={media.waveform}
          duration={project.audio_stems.vocal_duration}
          error={media.audioError}
        />
      )}
      <div className="rt-review__transcript">
        <TranscriptPanel
          state={panel}
          playback={playback}
          onRetry={retry}
          onExtract={() => void dispatch(extractText(projectId))}
        />
      </div>
    </section>
  );
}
