import { audioTitle as titleOf, SHARE_MESSAGES, type SharedProject } from '@reeltalk/contracts';
import { callFailure, skipToken } from '@reeltalk/web-kit';
import { useMemo, useRef, useState } from 'react';
import { AudiobookPlayer, type AudiobookPlayerHandle } from '../player/AudiobookPlayer.tsx';
import '../export.css';
import { SummaryCard } from '../ProjectSummary.tsx';
import { summaryRows } from '../projectSummary.ts';
import { commentMarkers } from '../share/commentMarkers.ts';
import { useGetSharedAudioUrlQuery, useGetSharedCommentsQuery } from './sharedApi.ts';
import { SharedDownloadCard } from './SharedDownloadCard.tsx';
import { SharedFeedback } from './SharedFeedback.tsx';
import type { SharedLink } from './sharedLink.ts';

/** The shared project as its listener sees it: title, the final mix's player, its download and its summary. */
export function SharedProjectView({ link, project }: { link: SharedLink; project: SharedProject }) {
  const { audio_stems: stems, projectDetails: details } = project;
  const player = useRef<AudiobookPlayerHandle>(null);
  const [clock, setClock] = useState(0);
  const audio = useGetSharedAudioUrlQuery(stems.mix ? { link, s3Key: stems.mix } : skipToken);
  const comments = useGetSharedCommentsQuery(project.feedback ? link : skipToken);
  const markers = useMemo(() => commentMarkers(comments.data ?? []), [comments.data]);
  // One title, as the owner's player, the video and the files have it.
  const audioTitle = titleOf(details.title, details.name);
  const heading = details.title?.trim() || details.name.trim() ? audioTitle : SHARE_MESSAGES.defaultTitle;

  return (
    <article className="rt-shared__project">
      <header className="rt-shared__intro">
        <h1 className="rt-shared__title" data-testid="shared-title">
          {heading}
        </h1>
        <p className="rt-shared-muted">{SHARE_MESSAGES.subtitle}</p>
      </header>
      <div className="rt-shared__grid">
        <div className="rt-shared__main-column">
          <AudiobookPlayer
            ref={player}
            src={audio.data ?? null}
            loading={audio.isFetching}
            error={audio.error ? callFailure(audio.error) : ''}
            title={audioTitle}
            coverUrl={details.coverArtUrl ?? null}
            duration={details.duration}
            chapters={stems.chapters}
            markers={markers}
            // Whole seconds: the comment form's clock, without a render for every time update.
            onTimeChange={(seconds) => setClock(Math.floor(seconds))}
          />
          {project.feedback && (
            <SharedFeedback
              link={link}
              comments={comments.data}
              commentsError={comments.error}
              atSeconds={clock}
              onSeek={(seconds) => player.current?.seek(seconds)}
            />
          )}
        </div>
        <aside className="rt-shared__side-column">
          <SharedDownloadCard link={link} mp3Key={stems.mix} wavKey={stems.mix_wav ?? null} title={audioTitle} />
          <SummaryCard rows={summaryRows(details)} />
        </aside>
      </div>
    </article>
  );
}
