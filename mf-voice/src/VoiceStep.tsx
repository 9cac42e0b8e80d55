import { useEffect } from 'react';
import { STEPS } from '@reeltalk/contracts';
import { useAppDispatch, useAppSelector, type StepProps } from '@reeltalk/web-kit';
import { voiceSlice } from './voiceSlice.ts';

const title = STEPS.find((step) => step.key === 'voice')?.label;

/** Step placeholder: shows the step and the project it has open. */
export default function VoiceStep({ projectId }: StepProps) {
  const dispatch = useAppDispatch();
  const openProjectId = useAppSelector(voiceSlice.selectors.selectProjectId);

  useEffect(() => {
    if (projectId) dispatch(voiceSlice.actions.projectOpened(projectId));
  }, [dispatch, projectId]);

  return (
    <section data-testid="voice-step">
      <h1>{title}</h1>
      <p data-testid="step-project-id">{openProjectId}</p>
    </section>
  );
}
