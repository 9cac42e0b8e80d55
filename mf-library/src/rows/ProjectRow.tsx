import { Link, useNavigate } from 'react-router-dom';
import {
  canDo,
  listenPath,
  PERMISSION_ABILITIES,
  permissionLabel,
  statusLabel,
  type LibraryProject,
} from '@reeltalk/contracts';
import { InlinePlayer, playableKey } from './InlinePlayer.tsx';
import { ProjectMenu, type MenuAction } from './ProjectMenu.tsx';
import { StatusIcon } from './StatusIcon.tsx';

interface ProjectRowProps {
  project: LibraryProject;
  actions: MenuAction[];
  /** Deleted: fading out before it leaves the list. */
  leaving: boolean;
}

/**
 * One project: status icon, name, owner (with the publisher and the reader's level there, for a publisher's project),
 * genres, status tag, inline player and options; a click opens its review for whoever may edit it. A viewer listens
 * here, in the row, and its name opens the listening view, where they also comment: the project's steps are for
 * editing.
 */
export function ProjectRow({ project, actions, leaving }: ProjectRowProps) {
  const navigate = useNavigate();
  const review = `/app/project/${encodeURIComponent(project._id)}/review`;
  const audioKey = playableKey(project);
  const opens = canDo(project.access, 'edit');
  const classes = ['library-row', opens ? '' : 'library-row--listen-only', leaving ? 'library-row--leaving' : ''];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      data-testid="library-project"
      onClick={opens ? () => navigate(review) : undefined}
    >
      <StatusIcon status={project.status} />
      <div className="library-row__main">
        {opens ? (
          <Link className="library-row__name" to={review} onClick={(event) => event.stopPropagation()}>
            {project.name}
          </Link>
        ) : (
          <Link className="library-row__name" to={listenPath(project._id)}>
            {project.name}
          </Link>
        )}
        <span className="library-row__owner" data-testid="library-project-owner">
          {project.userId.fullName}
          {project.publisher && <span className="library-row__publisher"> · {project.publisher.name}</span>}
          {project.access !== 'owner' && (
            <span
              className="library-row__level"
              data-testid="library-project-level"
              title={PERMISSION_ABILITIES[project.access]}
            >
              {' · '}
              {permissionLabel(project.access)}
            </span>
          )}
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
