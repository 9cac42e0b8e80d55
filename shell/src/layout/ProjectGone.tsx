import { Link } from 'react-router-dom';

const PROJECT_GONE = {
  title: 'Project not found',
  text: 'This project was deleted, or the link does not lead to one of your projects.',
  library: 'Go to My Library',
  create: 'Start a new project',
} as const;

/** In place of a step whose project is gone: saying so, with a way back, and nothing that would act on it. */
export function ProjectGone() {
  return (
    <section className="project-gone" data-testid="project-gone" role="alert" aria-labelledby="project-gone-title">
      <h1 id="project-gone-title" className="project-gone__title">
        {PROJECT_GONE.title}
      </h1>
      <p className="project-gone__text">{PROJECT_GONE.text}</p>
      <div className="project-gone__actions">
        <Link to="/app/my-library" className="shell-btn shell-btn--primary">
          {PROJECT_GONE.library}
        </Link>
        <Link to="/app/create" className="shell-btn shell-btn--secondary">
          {PROJECT_GONE.create}
        </Link>
      </div>
    </section>
  );
}
