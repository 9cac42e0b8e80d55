import { useEffect } from 'react';
import { STEPS } from '@reeltalk/contracts';
import { useAppDispatch, useAppSelector, type StepProps } from '@reeltalk/web-kit';
import { exportSlice } from './exportSlice.ts';

const title = STEPS.find((step) => step.key === 'export')?.label;

/** Step placeholder: shows the step and the project it has open. */
export default function ExportStep({ projectId }: StepProps) {
  const dispatch = useAppDispatch();
  const openProjectId = useAppSelector(exportSlice.selectors.selectProjectId);

  useEffect(() => {
    if (projectId) dispatch(exportSlice.actions.projectOpened(projectId));
  }, [dispatch, projectId]);

  return (
    <section data-testid="export-step">
      <h1>{title}</h1>
      <p data-testid="step-project-id">{openProjectId}</p>
    </section>
  );
}
