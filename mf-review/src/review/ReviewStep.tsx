import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { isJobInFlight, STEPS, TRANSCRIPT_MESSAGES, type StepProps } from '@reeltalk/contracts';
import {
  ErrorPanel,
  Spinner,
  callFailure,
  skipToken,
  useAppDispatch,
  useAppSelector,
  useGetProjectQuery,
} from '@reeltalk/web-kit';
import { DocumentHeader } from './components/DocumentHeader.tsx';
import { NarrationProgress } from './components/NarrationProgress.tsx';
import { useChangeNotice } from './edit/useChangeNotice.ts';
import { renarratingNow } from './edit/renarrating.ts';
import { ScriptVersions } from './edit/ScriptVersions.tsx';
import { stretchRenderer } from './edit/stretchRenderer.tsx';
import { useScriptEditor } from './edit/useScriptEditor.ts';
import { useNarration } from './hooks/useNarration.ts';
import { usePlayback } from './hooks/usePlayback.ts';
import { useReviewMedia } from './hooks/useReviewMedia.ts';
import { AudioPlayer } from './player/AudioPlayer.tsx';
import { useProgressiveNarration } from './progressive/useProgressiveNarration.ts';
import { Pronunciations } from './pronunciation/Pronunciations.tsx';
import { useExtraction } from './reviewApi.ts';
import { projectOpened, projectRead, reviewProjectSlice } from './slices/reviewProjectSlice.ts';
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
  const [extract, extraction] = useExtraction(projectId);

  useEffect(() => {
    if (projectId) dispatch(projectOpened(projectId));
  }, [dispatch, projectId]);

  // Once per reading of the project, not on every progress event.
  const opened = current !== null;
  useEffect(() => {
    if (opened && query.currentData) dispatch(projectRead(query.currentData));
  }, [dispatch, opened, query.currentData]);

  const [narration, narrateAgain] = useNarration(projectId, project, current);
  const playback = usePlayback();
  // The narration being played while it is narrated; its files, not the project's, are the ones shown then.
  const progressive = useProgressiveNarration(project, narration, playback?.media ?? null);
  const media = useReviewMedia(progressive ? null : project);
  const narrating = narration !== null && (narration.state === 'starting' || isJobInFlight(narration.state));
  const processed = Boolean(project && (project.audio_stems.vocal || transcriptKey(project)));
  const panel = current && transcriptPanelState(narration, media.transcript, extraction, progressive);
  const timed = panel?.kind === 'timed' ? panel.document : null;
  const editor = useScriptEditor({
    projectId,
    narrated: processed,
    transcript: timed,
    // Not before the transcript shown is the whole narration's.
    narrating: narrating || (progressive !== null && !progressive.whole),
  });
  const notice = useChangeNotice(editor, narration);
  const renarrating = renarratingNow(editor?.lastChange ?? null, editor?.units ?? [], timed, narration);

  if (!project || !panel) {
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

  // An edited script's count is its current version's; else the uploaded document's.
  const wordCount =
    editor?.versions.find((version) => version.current)?.wordCount ??
    project.source_document?.word_count ??
    (panel.kind === 'timed' ? panel.document.words.length : null) ??
    (extraction.status === 'done' ? extraction.wordCount : null);

  const retry = (what: 'narration' | 'transcript' | 'extraction') => {
    if (what === 'narration') narrateAgain();
    else if (what === 'extraction') extract();
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
      {progressive?.url && playback && (
        <AudioPlayer
          playback={playback}
          src={progressive.url}
          live
          waveform={progressive.waveform}
          duration={progressive.duration}
          error={progressive.error}
        />
      )}
      {/* A narration of a changed script plays the current one until it is done. */}
      {!progressive && (!narrating || project.audio_stems.vocal) && playback && (
        <AudioPlayer
          playback={playback}
          src={media.audioUrl}
          waveform={media.waveform}
          duration={project.audio_stems.vocal_duration}
          error={media.audioError}
        />
      )}
      <div className="rt-review__transcript">
        {editor && (
          <ScriptVersions
            editor={editor}
            notice={notice}
            onRetry={() => retry('narration')}
            renarrating={renarrating !== null}
          />
        )}
        {processed && <Pronunciations projectId={projectId} />}
        <TranscriptPanel
          state={panel}
          playback={playback}
          onRetry={retry}
          onExtract={extract}
          renderStretch={stretchRenderer(editor, renarrating)}
        />
      </div>
    </section>
  );
}
