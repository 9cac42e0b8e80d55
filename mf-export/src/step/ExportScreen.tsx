import { useEffect, useRef, useState } from 'react';
import type { Project } from '@reeltalk/contracts';
import { onStepAction } from '@reeltalk/web-kit';
import { CoverDialog } from '../cover/CoverDialog.tsx';
import { DownloadDialog } from '../download/DownloadDialog.tsx';
import { DownloadOverlay } from '../download/DownloadOverlay.tsx';
import { useDownloads } from '../download/useDownloads.ts';
import { useSubtitleDownload } from '../download/useSubtitleDownload.ts';
import { AudiobookPlayer, type AudiobookPlayerHandle } from '../player/AudiobookPlayer.tsx';
import { useProjectPlayer } from '../player/useProjectPlayer.ts';
import { ProjectSummary } from '../ProjectSummary.tsx';
import { CommentList, ShareDialog, useListenerComments } from '../share/index.ts';
import { AudioNotAvailable } from './AudioNotAvailable.tsx';
import { ExportCards } from './ExportCards.tsx';

type OpenDialog = 'cover' | 'download' | 'share' | 'feedback' | null;

/**
 * The loaded Preview & Export step: the player (or what is missing), the listeners' comments, the export cards and
 * the project summary, with their dialogs. The bottom bar's Download opens the same download choice as the card.
 */
export function ExportScreen({ project }: { project: Project }) {
  const { audio, player: shown, coverError } = useProjectPlayer(project);
  const player = useRef<AudiobookPlayerHandle>(null);
  const { markers } = useListenerComments(project._id);
  const { download, work } = useDownloads(project);
  const downloadSubtitles = useSubtitleDownload(project);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  useEffect(
    () =>
      onStepAction(({ step, action }) => {
        if (step !== 'export' || action !== 'download') return false;
        setDialog('download');
        return true;
      }),
    [],
  );

  // Without its cover the player shows the default one; the failure matters only to whoever reads the console.
  useEffect(() => {
    if (coverError) console.warn(`Cover art could not be shown: ${coverError}`);
  }, [coverError]);

  return (
    <div className="rt-export__layout">
      <div className="rt-export__main">
        {audio.kind === 'none' ? (
          <AudioNotAvailable narrated={false} />
        ) : (
          <AudiobookPlayer ref={player} {...shown} markers={markers} onEditCover={() => setDialog('cover')} />
        )}
        {audio.kind === 'vocal' && <AudioNotAvailable narrated />}
        <CommentList projectId={project._id} onSeek={(seconds) => player.current?.seek(seconds)} />
        <ExportCards
          onDownload={() => setDialog('download')}
          onFeedback={() => setDialog('feedback')}
          onShare={() => setDialog('share')}
        />
      </div>
      <ProjectSummary project={project} />
      {dialog === 'cover' && (
        <CoverDialog projectId={project._id} coverUrl={shown.coverUrl} title={shown.title} onClose={close} />
      )}
      {dialog === 'download' && (
        <DownloadDialog
          projectId={project._id}
          seconds={project.audio_stems.vocal_duration}
          onAudio={(format) => void download(format)}
          onVideo={() => void download('video')}
          onSubtitles={(format) => void downloadSubtitles(format)}
          onClose={close}
        />
      )}
      <ShareDialog
        projectId={project._id}
        open={dialog === 'share' || dialog === 'feedback'}
        feedback={dialog === 'feedback'}
        onClose={close}
      />
      {work && <DownloadOverlay work={work} />}
    </div>
  );
}
