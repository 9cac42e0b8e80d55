import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { canDo, type Project } from '@reeltalk/contracts';
import { ErrorPanel, callFailure } from '@reeltalk/web-kit';
import { AudiobookPlayer, type AudiobookPlayerHandle } from '../player/AudiobookPlayer.tsx';
import { useProjectPlayer } from '../player/useProjectPlayer.ts';
import { ProjectSummary } from '../ProjectSummary.tsx';
import { useAddMemberCommentMutation } from '../share/api.ts';
import { TimedComments } from '../share/TimedComments.tsx';
import { useListenerComments } from '../share/useListenerComments.ts';
import { CommentForm } from '../shared-view/CommentForm.tsx';
import { LISTEN_TEXTS } from './listenTexts.ts';
import '../shared-view/sharedView.css';
import './listen.css';

/**
 * The loaded listening view: title, what the reader may do, the player (the mix, else the narration, else a clear
 * 'not narrated yet'), the comment form at the player's time and every comment, with the project's summary beside.
 * Nothing here edits the project; whoever may edit it finds the way to its steps.
 */
export function ListenScreen({ project }: { project: Project }) {
  const { audio, player: shown } = useProjectPlayer(project);
  const access = project.access ?? 'viewer';
  const player = useRef<AudiobookPlayerHandle>(null);
  const [clock, setClock] = useState(0);
  const { comments, markers, error, refetch } = useListenerComments(project._id);
  const [addComment] = useAddMemberCommentMutation();
  const seek = (seconds: number) => player.current?.seek(seconds);

  return (
    <>
      <header className="rt-listen__intro">
        <h1 className="rt-export__title rt-listen__title" data-testid="listen-title">
          {shown.title}
        </h1>
        <p className="rt-listen__role" data-testid="listen-role">
          {LISTEN_TEXTS.role(access, project.publisher?.name ?? null)}
          {canDo(access, 'edit') && (
            <>
              {' '}
              <Link to={`/app/project/${encodeURIComponent(project._id)}/review`}>{LISTEN_TEXTS.edit}</Link>
            </>
          )}
        </p>
      </header>
      <div className="rt-export__layout">
        <div className="rt-export__main">
          {audio.kind === 'none' ? (
            <div className="rt-export-missing" data-testid="listen-not-narrated">
              <h2 className="rt-export-missing__title">{LISTEN_TEXTS.notNarrated}</h2>
              <p className="rt-export-missing__hint">{LISTEN_TEXTS.notNarratedHint}</p>
            </div>
          ) : (
            <>
              <AudiobookPlayer
                ref={player}
                {...shown}
                markers={markers}
                // Whole seconds: the comment form's clock, without a render for every time update.
                onTimeChange={(seconds) => setClock(Math.floor(seconds))}
              />
              {audio.kind === 'vocal' && <p className="rt-shared-muted">{LISTEN_TEXTS.notMixed}</p>}
            </>
          )}
          <section className="rt-shared-card" aria-labelledby="rt-listen-comments-title">
            <h2 id="rt-listen-comments-title" className="rt-shared-card__title">
              {LISTEN_TEXTS.commentHeading}
            </h2>
            {audio.kind !== 'none' && (
              <>
                <p className="rt-shared-muted">{LISTEN_TEXTS.commentHint}</p>
                <CommentForm
                  askName={false}
                  atSeconds={clock}
                  postedText={LISTEN_TEXTS.posted}
                  post={(comment) => addComment({ projectId: project._id, comment })}
                />
              </>
            )}
            {error ? (
              <ErrorPanel message={callFailure(error)} onRetry={() => void refetch()} />
            ) : (
              comments && <TimedComments comments={comments} onSeek={seek} />
            )}
          </section>
        </div>
        <ProjectSummary project={project} />
      </div>
    </>
  );
}
