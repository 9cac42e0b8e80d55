import { type ExposedComponent, type ListenProps } from '@reeltalk/contracts';
import { ErrorPanel, Spinner, callFailure, useGetProjectQuery } from '@reeltalk/web-kit';
import { ListenScreen } from './listen/ListenScreen.tsx';
import { LISTEN_TEXTS } from './listen/listenTexts.ts';
import './export.css';

/**
 * /app/project/:id/listen: a project to listen to and comment on, without its editing steps. The shell opens it for
 * a publisher's viewers, whichever of the project's step addresses they follow.
 */
function ListenView({ projectId }: ListenProps) {
  // currentData: what the cache holds for this project, never the one shown before it.
  const { currentData: project, error, refetch } = useGetProjectQuery(projectId);
  return (
    <section className="rt-export rt-listen" data-testid="listen-view">
      {project ? (
        <ListenScreen project={project} />
      ) : error ? (
        <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={LISTEN_TEXTS.loading} />
      )}
    </section>
  );
}

/** The exposed './Listen', held to the shell's contract for it. */
export default ListenView satisfies ExposedComponent<'mf_export', './Listen'>;
