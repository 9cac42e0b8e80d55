import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_PROGRESS, downloadFailed, videoGenerationFailed, type Project } from '@reeltalk/contracts';
import { useAppDispatch, type JobProgress } from '@reeltalk/web-kit';
import { fetchDownloadUrl, generateWaveformVideo } from '../api.ts';
import { downloadSource, type AudioFormat } from './downloadSource.ts';
import { startDownload } from './startDownload.ts';

/** How long the finished 100 % stays on screen, as the other progress overlays of the app do. */
const DONE_SHOWN_MS = 1000;

/**
 * The export step's downloads: the mix as MP3 or WAV, or the waveform video rendered on demand (its progress shown
 * while it renders, from 10 % on start, then 100 %). Each ends in the browser saving the file from its presigned
 * address; anything missing or failing is an alert.
 */
export function useDownloads(project: Project) {
  const dispatch = useAppDispatch();
  // The render's percentage and, while it waits its turn, why (the overlay names its one stage itself).
  const [video, setVideo] = useState<JobProgress | null>(null);
  const rendering = useRef<{ abort: () => void } | null>(null);

  // Leaving the step stops following the render (it carries on on the server) and never downloads afterwards.
  useEffect(() => () => rendering.current?.abort(), []);

  const downloadAudio = useCallback(
    async (format: AudioFormat) => {
      const source = downloadSource(project.audio_stems, format);
      if ('problem' in source) return window.alert(source.problem);
      const answer = await dispatch(fetchDownloadUrl(source.key));
      if (fetchDownloadUrl.fulfilled.match(answer)) startDownload(answer.payload.url, answer.payload.name);
      else window.alert(downloadFailed(answer.payload ?? answer.error.message ?? ''));
      return undefined;
    },
    [dispatch, project.audio_stems],
  );

  const downloadVideo = useCallback(async () => {
    if (rendering.current) return undefined;
    const source = downloadSource(project.audio_stems, 'mp3');
    if ('problem' in source) return window.alert(source.problem);
    setVideo({ stage: '', percent: VIDEO_PROGRESS.started });
    const call = dispatch(
      generateWaveformVideo({
        projectId: project._id,
        // The bar only moves forward: a reconnected stream may repeat an earlier percentage.
        onProgress: ({ percent, waiting }: JobProgress) =>
          setVideo((shown) => ({
            stage: '',
            percent: Math.max(shown?.percent ?? 0, Math.round(percent)),
            ...(waiting && { waiting }),
          })),
      }),
    );
    rendering.current = call;
    const answer = await call;
    if (generateWaveformVideo.rejected.match(answer) && answer.meta.aborted) return undefined;
    rendering.current = null;
    if (generateWaveformVideo.fulfilled.match(answer)) {
      setVideo({ stage: '', percent: VIDEO_PROGRESS.finished });
      startDownload(answer.payload.videoFile.url, answer.payload.videoFile.name);
      await new Promise((resolve) => setTimeout(resolve, DONE_SHOWN_MS));
      setVideo(null);
    } else {
      setVideo(null);
      window.alert(videoGenerationFailed(answer.payload ?? answer.error.message ?? ''));
    }
    return undefined;
  }, [dispatch, project._id, project.audio_stems]);

  return { downloadAudio, downloadVideo, videoProgress: video };
}
