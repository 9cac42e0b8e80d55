import { useNavigate } from 'react-router-dom';
import { LIBRARY_MESSAGES, libraryLoadError, statusLabel, type Project } from '@reeltalk/contracts';
import { ErrorPanel, Spinner, callFailure, useListProjectsQuery } from '@reeltalk/web-kit';
import './library.css';

function ProjectRow({ project }: { project: Project }) {
  const navigate = useNavigate();
  const open = () => navigate(`/app/project/${project._id}/review`);
  return (
    <li
      className="library-row"
      data-testid="library-project"
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
    >
      <span className="library-row__name">{project.name}</span>
      <span className="library-row__genres">{project.genres.join(', ')}</span>
      <span className="library-row__status" data-testid="library-project-status">
        {statusLabel(project.status)}
      </span>
    </li>
  );
}

/** /app/my-library: the signed-in user's projects. */
export default function LibraryPage() {
  // Read again each time the library opens: narrations finish on the server, so a cached list may be stale.
  const {
    data: projects,
    error,
    isFetching,
    refetch,
  } = useListProjectsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <section className="library" data-testid="library-page">
      <h1>{LIBRARY_MESSAGES.title}</h1>
      {!projects && !error && <Spinner label={LIBRARY_MESSAGES.loading} />}
      {error && !isFetching && (
        <ErrorPanel message={libraryLoadError(callFailure(error))} onRetry={() => void refetch()} />
      )}
      {projects?.length === 0 && <p className="library__empty">{LIBRARY_MESSAGES.noProjects}</p>}
      {projects && projects.length > 0 && (
        <ul className="library__list">
          {projects.map((project) => (
            <ProjectRow key={project._id} project={project} />
          ))}
        </ul>
      )}
    </section>
  );
}
