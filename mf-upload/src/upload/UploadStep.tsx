import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PROJECT_NAME_MAX,
  UPLOAD_MESSAGES,
  validateProjectName,
  validateScriptFile,
  type Project,
  type StepProps,
} from '@reeltalk/contracts';
import { ErrorPanel, Field, Spinner } from '@reeltalk/web-kit';
import { DropArea } from './components/DropArea.tsx';
import { GenreInput } from './components/GenreInput.tsx';
import { ProgressSteps, UploadProgress } from './components/UploadProgress.tsx';
import { useExistingProject } from './hooks/useExistingProject.ts';
import { useUploadScript } from './hooks/useUploadScript.ts';
import { progressStepList } from './progress.ts';
import './upload.css';

/** How long the success text stays before review opens (the spec's other flows also pause 1 s on success). */
const SUCCESS_PAUSE_MS = 1000;

const sameGenres = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((genre, index) => genre === b[index]);

/**
 * Step 1: the project's name and genres, then its script (.docx or .txt) by drag and drop or 'Browse Files'. The
 * upload creates the project, sends the file, narrates it and opens review. On /app/project/:id/upload it replaces
 * the project's script.
 */
export default function UploadStep({ projectId }: StepProps) {
  const existing = useExistingProject(projectId);
  if (existing.status === 'loading' || existing.status === 'failed') {
    return (
      <section className="rt-upload" data-testid="upload-step">
        {existing.status === 'failed' ? <ErrorPanel message={existing.error} /> : <Spinner label="Loading..." />}
      </section>
    );
  }
  return <UploadForm project={existing.status === 'loaded' ? existing.project : null} />;
}

/** The step once its project (if any) is known: the form starts from the project's name and genres. */
function UploadForm({ project }: { project: Project | null }) {
  const navigate = useNavigate();
  const { flow, narrationStage, upload: uploadScript } = useUploadScript();
  const [name, setName] = useState(project?.name ?? '');
  const [genres, setGenres] = useState<string[]>(project?.genres ?? []);
  const [fileError, setFileError] = useState('');
  const replacing = Boolean(project?.source_document);

  useEffect(() => {
    if (flow.status !== 'succeeded' || !flow.projectId) return undefined;
    const target = `/app/project/${flow.projectId}/review`;
    const timer = setTimeout(() => navigate(target), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [flow.status, flow.projectId, navigate]);

  const busy = flow.status === 'running' || flow.status === 'succeeded';
  const nameProblem = validateProjectName(name);

  const upload = (file: File) => {
    const problem = validateScriptFile(file);
    setFileError(problem);
    if (problem) return;
    void uploadScript({
      file,
      name: name.trim(),
      genres,
      existing: project && {
        projectId: project._id,
        hasScript: replacing,
        detailsChanged: project.name !== name.trim() || !sameGenres(project.genres, genres),
      },
    });
  };

  const steps = progressStepList(busy ? flow.replacing : replacing, flow.stage, flow.status === 'succeeded');
  return (
    <section className="rt-upload" data-testid="upload-step">
      <h1 className="rt-upload__title">{replacing ? UPLOAD_MESSAGES.replaceHeading : UPLOAD_MESSAGES.heading}</h1>

      <form className="rt-upload__details" onSubmit={(event) => event.preventDefault()}>
        <Field label="Project Name">
          {(control) => (
            <input
              {...control}
              className="rt-upload__input"
              data-testid="project-name-input"
              value={name}
              maxLength={PROJECT_NAME_MAX}
              required
              disabled={busy}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <GenreInput genres={genres} onChange={setGenres} disabled={busy} />
      </form>

      <DropArea disabled={nameProblem !== '' || busy} nameProblem={nameProblem} onFile={upload} />
      {fileError && (
        <p className="rt-upload__error" role="alert" data-testid="file-error">
          {fileError}
        </p>
      )}

      {busy ? (
        <UploadProgress steps={steps} percent={flow.percent} message={flow.message} detail={narrationStage} />
      ) : (
        <ProgressSteps steps={steps} />
      )}
      {flow.status === 'succeeded' && (
        <p className="rt-upload__success" role="status" data-testid="upload-success">
          {flow.replacing ? UPLOAD_MESSAGES.replaced : UPLOAD_MESSAGES.uploaded}
        </p>
      )}
      {flow.status === 'failed' && (
        <p className="rt-upload__error" role="alert" data-testid="upload-error">
          {flow.error}
        </p>
      )}
    </section>
  );
}
