import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { EXPORT_MESSAGES, TRANSCRIPT_MESSAGES } from '@reeltalk/contracts';
import { ErrorPanel, Spinner, useAppDispatch, useAppSelector, type StepProps } from '@reeltalk/web-kit';
import { ProjectSummary } from './ProjectSummary.tsx';
import { exportSlice, loadExportProject } from './exportSlice.ts';
import './export.css';

/** Step 5 (/app/project/:id/export): 'Preview & Export' with the project summary (player and export cards to come). */
export default function ExportStep({ projectId: givenId }: StepProps) {
  const params = useParams();
  const projectId = givenId ?? params.projectId ?? params.id ?? '';
  const dispatch = useAppDispatch();
  const state = useAppSelector(exportSlice.selectors.selectExport);
  // The store outlives the step: what it holds for another project counts as nothing yet.
  const current = state.projectId === projectId ? state : null;

  useEffect(() => {
    if (!projectId) return;
    dispatch(exportSlice.actions.projectOpened(projectId));
    void dispatch(loadExportProject(projectId));
  }, [dispatch, projectId]);

  return (
    <section className="rt-export" data-testid="export-step">
      <h1 className="rt-export__title">{EXPORT_MESSAGES.heading}</h1>
      {current?.project ? (
        <ProjectSummary project={current.project} />
      ) : current?.status === 'failed' ? (
        <ErrorPanel message={current.error} onRetry={() => void dispatch(loadExportProject(projectId))} />
      ) : (
        <Spinner label={TRANSCRIPT_MESSAGES.loadingProject} />
      )}
    </section>
  );
}
