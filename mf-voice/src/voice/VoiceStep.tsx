import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  EMOTIONS,
  STEPS,
  TRANSCRIPT_MESSAGES,
  projectVoiceId,
  reNarrationFlow,
  type Emotion,
  type Project,
  type StepProps,
} from '@reeltalk/contracts';
import { ErrorPanel, Spinner, callFailure, skipToken, useAppSelector, useGetProjectQuery } from '@reeltalk/web-kit';
import { CustomVoiceCard } from './components/CustomVoiceCard.tsx';
import { EmotionChips } from './components/EmotionChips.tsx';
import { ProcessingOverlay } from './components/ProcessingOverlay.tsx';
import { VoiceList } from './components/VoiceList.tsx';
import { useContinueToSoundtrack } from './hooks/useContinueToSoundtrack.ts';
import {
  chooseCustomFile,
  chooseModel,
  chosenModelId,
  customFileOf,
  initialChoice,
  removeCustomFile,
  type VoiceChoice,
} from './selection.ts';
import { useGetVoiceModelsQuery, voiceModelsFailure } from './voiceApi.ts';
import { voiceSlice } from './voiceSlice.ts';
import './voice.css';

const title = STEPS.find((step) => step.key === 'voice')?.label;

const isEmotion = (value: string): value is Emotion => (EMOTIONS as readonly string[]).includes(value);

/** Step 3 (/app/project/:id/voice): the narration voice (a model or a custom sample) and the emotions. */
export default function VoiceStep({ projectId: givenId }: StepProps) {
  const params = useParams();
  const projectId = givenId ?? params.projectId ?? params.id ?? '';
  // currentData: what the cache holds for this project, never the one shown before it.
  const { currentData: project, error, refetch } = useGetProjectQuery(projectId || skipToken);
  const { processing } = useAppSelector(voiceSlice.selectors.selectVoice);

  return (
    <section className="rt-voice" data-testid="voice-step">
      <h1 className="rt-voice__title">{title}</h1>
      {project ? (
        <VoiceChoices key={projectId} projectId={projectId} project={project} />
      ) : error ? (
        <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={TRANSCRIPT_MESSAGES.loadingProject} />
      )}
      {processing && <ProcessingOverlay progress={processing} />}
    </section>
  );
}

/** The voice and emotion choices of one visit, starting from what the project holds. */
function VoiceChoices({ projectId, project }: { projectId: string; project: Project }) {
  // Asked again each time the step opens: a pronunciation added in review since changes the previews.
  const voiceModels = useGetVoiceModelsQuery(projectId, { refetchOnMountOrArgChange: true });
  const [choice, setChoice] = useState<VoiceChoice>(initialChoice);
  const [emotions, setEmotions] = useState<Emotion[]>(() => project.emotions.filter(isEmotion));

  const models = useMemo(() => voiceModels.data ?? [], [voiceModels.data]);
  const projectVoice = projectVoiceId(project);
  const defaultVoice = models.find((model) => model.isDefault)?._id ?? null;
  const selectedId = chosenModelId(choice, projectVoice, defaultVoice);
  const customFile = customFileOf(choice);

  const leaveArgs = useMemo(() => {
    const selected = models.find((model) => model._id === selectedId) ?? null;
    // A project without a script has nothing to narrate, whatever is chosen.
    const flow = project.source_document?.file
      ? reNarrationFlow({
          customFile: customFile !== null,
          chosen: selected && { id: selected._id, isDefault: selected.isDefault },
          projectVoiceId: projectVoice,
          hasVocal: Boolean(project.audio_stems.vocal),
        })
      : null;
    return { projectId, flow, emotions, voiceModelId: selected?._id ?? null, customFile };
  }, [models, selectedId, customFile, projectVoice, project, projectId, emotions]);
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
          status={voiceModels.isError && !voiceModels.isFetching ? 'failed' : voiceModels.data ? 'loaded' : 'loading'}
          models={models}
          error={voiceModels.error ? voiceModelsFailure(voiceModels.error) : ''}
          selectedId={selectedId}
          onSelect={(modelId) => setChoice(chooseModel(modelId))}
          onRetry={() => void voiceModels.refetch()}
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
