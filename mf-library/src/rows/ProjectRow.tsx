import { Link, useNavigate } from 'react-router-dom';
import { statusLabel, type LibraryProject } from '@reeltalk/contracts';
import { InlinePlayer, playableKey } from './InlinePlayer.tsx';
import { ProjectMenu, type MenuAction } from './ProjectMenu.tsx';
import { StatusIcon } from './StatusIcon.tsx';

interface ProjectRowProps {
  project: LibraryProject;
  actions: MenuAction[];
  /** Deleted: fading out before it leaves the list. */
  leaving: boolean;
}

/** One project: status icon, name, owner, genres, status tag, inline player and options; a click opens its review. */
export function ProjectRow({ project, actions, leaving }: ProjectRowProps) {
  const navigate = useNavigate();
  const review = `/app/project/${encodeURIComponent(project._id)}/review`;
  const audioKey = playableKey(project);
  return (
    <li
      className={leaving ? 'library-row library-row--leaving' : 'library-row'}
      data-testid="library-project"
      onClick={() => navigate(review)}
    >
      <StatusIcon status={project.status} />
      <div className="library-row__main">
        <Link className="library-row__name" to={review} onClick={(event) => event.stopPropagation()}>
          {project.name}
        </Link>
        <span className="library-row__owner" data-testid="library-project-owner">
          {project.userId.fullName}
          {project.publisher && <span className="library-row__publisher"> · {project.publisher.name}</span>}
        </span>
      </div>
      <span className="library-row__genres" data-testid="library-project-genres">
        {project.genres.join(', ')}
      </span>
      <span
        className={`library-row__status library-row__status--${project.status}`}
        data-testid="library-project-status"
      >
        {statusLabel(project.status)}
      </span>
      <div className="library-row__player">{audioKey && <InlinePlayer project={project} audioKey={audioKey} />}</div>
      <div className="library-row__menu">
        <ProjectMenu name={project.name} actions={actions} />
      </div>
    </li>
  );
}
