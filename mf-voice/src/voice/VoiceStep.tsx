import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EMOTIONS, STEPS, TRANSCRIPT_MESSAGES, type Emotion } from '@reeltalk/contracts';
import { ErrorPanel, Spinner, useAppDispatch, useAppSelector, type StepProps } from '@reeltalk/web-kit';
import { CustomVoiceCard } from './components/CustomVoiceCard.tsx';
import { EmotionChips } from './components/EmotionChips.tsx';
import { ProcessingOverlay } from './components/ProcessingOverlay.tsx';
import { VoiceList } from './components/VoiceList.tsx';
import { useContinueToSoundtrack } from './hooks/useContinueToSoundtrack.ts';
import { planLeaveVoice } from './leavePlan.ts';
import {
  chooseCustomFile,
  chooseModel,
  chosenModelId,
  customFileOf,
  initialChoice,
  removeCustomFile,
  type VoiceChoice,
} from './selection.ts';
import { projectVoiceId, type VoiceProject } from './voiceModels.ts';
import { loadVoiceModels, loadVoiceProject, projectOpened, voiceSlice, type VoiceState } from './voiceSlice.ts';
import './voice.css';

const title = STEPS.find((step) => step.key === 'voice')?.label;

const isEmotion = (value: string): value is Emotion => (EMOTIONS as readonly string[]).includes(value);

/** Step 3 (/app/project/:id/voice): the narration voice (a model or a custom sample) and the emotions. */
export default function VoiceStep({ projectId: givenId }: StepProps) {
  const params = useParams();
  const projectId = givenId ?? params.projectId ?? params.id ?? '';
  const dispatch = useAppDispatch();
  const state = useAppSelector(voiceSlice.selectors.selectVoice);
  // The store outlives the step: what it holds for another project counts as nothing yet.
  const current = state.projectId === projectId ? state : null;

  useEffect(() => {
    if (!projectId) return;
    dispatch(projectOpened(projectId));
    void dispatch(loadVoiceProject(projectId));
  }, [dispatch, projectId]);

  useEffect(() => {
    void dispatch(loadVoiceModels());
  }, [dispatch]);

  return (
    <section className="rt-voice" data-testid="voice-step">
      <h1 className="rt-voice__title">{title}</h1>
      {current?.project ? (
        <VoiceChoices key={current.project._id} project={current.project} state={current} />
      ) : current?.projectStatus === 'failed' ? (
        <ErrorPanel message={current.projectError} onRetry={() => void dispatch(loadVoiceProject(projectId))} />
      ) : (
        <Spinner label={TRANSCRIPT_MESSAGES.loadingProject} />
      )}
      {current?.processing && <ProcessingOverlay progress={current.processing} />}
    </section>
  );
}

/** The voice and emotion choices of one visit, starting from what the project holds. */
function VoiceChoices({ project, state }: { project: VoiceProject; state: VoiceState }) {
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<VoiceChoice>(initialChoice);
  const [emotions, setEmotions] = useState<Emotion[]>(() => project.emotions.filter(isEmotion));

  const { models } = state;
  const projectVoice = projectVoiceId(project);
  const defaultVoice = models.find((model) => model.isDefault)?._id ?? null;
  const selectedId = chosenModelId(choice, projectVoice, defaultVoice);
  const customFile = customFileOf(choice);

  const leaveArgs = useMemo(() => {
    const selected = models.find((model) => model._id === selectedId) ?? null;
    const plan = planLeaveVoice({
      hasScript: Boolean(project.source_document?.file),
      hasCustomFile: customFile !== null,
      selected,
      projectVoiceId: projectVoice,
      hasVocal: Boolean(project.audio_stems.vocal),
    });
    return { projectId: project._id, plan, emotions, voiceModelId: selected?._id ?? null, customFile };
  }, [models, selectedId, customFile, projectVoice, project, emotions]);
  useContinueToSoundtrack(leaveArgs);

  const toggleEmotion = (emotion: Emotion) =>
    setEmotions((chosen) =>
      chosen.includes(emotion)
        ? chosen.filter((other) => other !== emotion)
        : EMOTIONS.filter((other) => other === emotion || chosen.includes(other)),
    );

  return (
    <>
      <h2 className="rt-voice__section-title">Choose a Voice</h2>
      <div className="rt-voice__grid">
        <VoiceList
          status={state.modelsStatus}
          models={state.models}
          error={state.modelsError}
          selectedId={selectedId}
          onSelect={(modelId) => setChoice(chooseModel(modelId))}
          onRetry={() => void dispatch(loadVoiceModels())}
        />
        <CustomVoiceCard
          file={customFile}
          onChoose={(file) => setChoice(chooseCustomFile(file))}
          onRemove={() => setChoice(removeCustomFile())}
        />
      </div>
      <h2 className="rt-voice__section-title" id="rt-emotions-title">
        Select Emotions
      </h2>
      <EmotionChips selected={emotions} onToggle={toggleEmotion} />
    </>
  );
}
