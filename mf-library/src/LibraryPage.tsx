import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorPanel, Spinner, useAppDispatch, useAppSelector } from '@reeltalk/web-kit';
import { librarySlice, loadProjects, type LibraryProject } from './librarySlice.ts';
import { statusLabel } from './projectStatus.ts';
import './library.css';

function ProjectRow({ project }: { project: LibraryProject }) {
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
  const dispatch = useAppDispatch();
  const { status, projects, error } = useAppSelector(librarySlice.selectors.selectLibrary);
  const reload = () => void dispatch(loadProjects());

  useEffect(() => {
    void dispatch(loadProjects());
  }, [dispatch]);

  return (
    <section className="library" data-testid="library-page">
      <h1>My Library</h1>
      {(status === 'idle' || status === 'loading') && <Spinner label="Loading projects..." />}
      {status === 'failed' && <ErrorPanel message={`Error loading projects: ${error}`} onRetry={reload} />}
      {status === 'loaded' && projects.length === 0 && (
        <p className="library__empty">No projects available. Create your first project to get started!</p>
      )}
      {status === 'loaded' && projects.length > 0 && (
        <ul className="library__list">
          {projects.map((project) => (
            <ProjectRow key={project._id} project={project} />
          ))}
        </ul>
      )}
    </section>
  );
}
