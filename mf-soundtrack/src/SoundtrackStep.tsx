import { useEffect } from 'react';
import { STEPS } from '@reeltalk/contracts';
import { useAppDispatch, useAppSelector, type StepProps } from '@reeltalk/web-kit';
import { soundtrackSlice } from './soundtrackSlice.ts';

const title = STEPS.find((step) => step.key === 'soundtrack')?.label;

/** Step placeholder: shows the step and the project it has open. */
export default function SoundtrackStep({ projectId }: StepProps) {
  const dispatch = useAppDispatch();
  const openProjectId = useAppSelector(soundtrackSlice.selectors.selectProjectId);

  useEffect(() => {
    if (projectId) dispatch(soundtrackSlice.actions.projectOpened(projectId));
  }, [dispatch, projectId]);

  return (
    <section data-testid="soundtrack-step">
      <h1>{title}</h1>
      <p data-testid="step-project-id">{openProjectId}</p>
    </section>
  );
}
