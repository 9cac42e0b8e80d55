import { useParams } from 'react-router-dom';
import { EXPORT_MESSAGES, TRANSCRIPT_MESSAGES, type ExposedComponent, type StepProps } from '@reeltalk/contracts';
import { ErrorPanel, Spinner, callFailure, skipToken, useGetProjectQuery } from '@reeltalk/web-kit';
import { ExportScreen } from './step/ExportScreen.tsx';
import './export.css';

/** Step 5 (/app/project/:id/export): 'Preview & Export', once the project is read. */
function ExportStep({ projectId: givenId }: StepProps) {
  const params = useParams();
  const projectId = givenId ?? params.projectId ?? params.id ?? '';
  // currentData: what the cache holds for this project, never the one shown before it.
  const { currentData: project, error, refetch } = useGetProjectQuery(projectId || skipToken);

  return (
    <section className="rt-export" data-testid="export-step">
      <h1 className="rt-export__title">{EXPORT_MESSAGES.heading}</h1>
      {project ? (
        <ExportScreen project={project} />
      ) : error ? (
        <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={TRANSCRIPT_MESSAGES.loadingProject} />
      )}
    </section>
  );
}

/** The exposed './Step', held to the shell's contract for it. */
export default ExportStep satisfies ExposedComponent<'mf_export', './Step'>;
