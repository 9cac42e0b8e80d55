import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_PROGRESS, downloadFailed, videoGenerationFailed, type Project } from '@reeltalk/contracts';
import { callFailure, useAppDispatch, useMixAudio, useWaveformVideo, type JobProgress } from '@reeltalk/web-kit';
import { exportApi } from '../api.ts';
import { downloadSource, type AudioFormat } from './downloadSource.ts';
import { startDownload } from './startDownload.ts';

/** How long the finished 100 % stays on screen, as the other progress overlays of the app do. */
const DONE_SHOWN_MS = 1000;

/** What a download is waiting for: its files made again (the project changed since its mix), or the video. */
export interface DownloadWork {
  kind: 'updating' | 'video';
  progress: JobProgress;
}

type DownloadChoice = AudioFormat | 'video';

/** A refusal of the server: the caller may not do this with the project. */
const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;

/** The next progress shown: the bar only moves forward (a reconnected stream may repeat an earlier percentage). */
const onward = (shown: JobProgress, { stage, percent, waiting }: JobProgress): JobProgress => ({
  stage: stage || shown.stage,
  percent: Math.max(shown.percent, Math.round(percent)),
  ...(waiting && { waiting }),
});

/**
 * The export step's downloads: the mix as MP3 or WAV, or the waveform video made from it. Each first asks for the
 * mix of the project as it is now: the stored one answers at once, while a project changed since (a new title in
 * its tags, say) is mixed again with its progress shown. The video is then rendered on demand, its progress shown
 * (from 10 % on start, then 100 %). Each ends in the browser saving the file from its presigned address; anything
 * missing or failing is an alert.
 */
export function useDownloads(project: Project) {
  const dispatch = useAppDispatch();
  const [work, setWork] = useState<DownloadWork | null>(null);
  const running = useRef<AbortController | null>(null);
  const { call: mixAudio, progress: mixing } = useMixAudio();
  const { call: renderVideo, progress: rendering } = useWaveformVideo();

  // The progress of the work under way, from its job: the mix's while the files are made again, then the video's.
  useEffect(() => {
    const [kind, progress] = rendering ? (['video', rendering] as const) : (['updating', mixing] as const);
    if (!progress) return;
    setWork((shown) => ({
      kind,
      progress: onward(shown?.kind === kind ? shown.progress : { stage: '', percent: 0 }, progress),
    }));
  }, [mixing, rendering]);

  // Leaving the step stops following the work (it carries on on the server) and never downloads afterwards.
  useEffect(() => () => running.current?.abort(), []);

  /** `call`'s answer or what went wrong, or null once the step was left. */
  const follow = useCallback(
    async <Answer>(
      signal: AbortSignal,
      call: Promise<Answer>,
    ): Promise<{ answer: Answer } | { problem: string } | null> => {
      const answered = await call.then(
        (answer) => ({ answer }),
        (error: unknown) => ({ problem: callFailure(error) }),
      );
      return signal.aborted ? null : answered;
    },
    [],
  );

  /** The download of `choice` (`stored`: its stored file); what went wrong, as the alert says it, or nothing. */
  const download = useCallback(
    async (choice: DownloadChoice, stored: string, signal: AbortSignal): Promise<string | undefined> => {
      const failed = choice === 'video' ? videoGenerationFailed : downloadFailed;
      // The mix of the project as it is now (the mix's endpoint has the project read again, so the player plays what
      // downloads). A caller who may only listen cannot mix: for them the stored mix stands (null).
      const mixed = await follow(
        signal,
        mixAudio(project._id, signal).catch((error: unknown) => (isForbidden(error) ? null : Promise.reject(error))),
      );
      if (!mixed) return undefined;
      if ('problem' in mixed) return failed(mixed.problem);
      const mix = mixed.answer;

      if (choice !== 'video') {
        setWork(null);
        const key = mix ? (choice === 'mp3' ? mix.mixFile.s3Key : mix.mixWavKey) : stored;
        const answer = await dispatch(exportApi.endpoints.getDownloadUrl.initiate(key));
        if (signal.aborted) return undefined;
        if (answer.error) return failed(callFailure(answer.error));
        startDownload(answer.data.url, answer.data.name);
        return undefined;
      }

      setWork({ kind: 'video', progress: { stage: '', percent: VIDEO_PROGRESS.started } });
      const rendered = await follow(signal, renderVideo(project._id, signal));
      if (!rendered) return undefined;
      if ('problem' in rendered) return failed(rendered.problem);
      setWork({ kind: 'video', progress: { stage: '', percent: VIDEO_PROGRESS.finished } });
      startDownload(rendered.answer.videoFile.url, rendered.answer.videoFile.name);
      await new Promise((resolve) => setTimeout(resolve, DONE_SHOWN_MS));
      return undefined;
    },
    [dispatch, follow, mixAudio, project._id, renderVideo],
  );

  /** One download at a time; the choice is checked against what the project has before anything is asked for. */
  const start = useCallback(
    async (choice: DownloadChoice) => {
      if (running.current) return;
      const source = downloadSource(project.audio_stems, choice === 'video' ? 'mp3' : choice);
      if ('problem' in source) return window.alert(source.problem);
      const controller = new AbortController();
      running.current = controller;
      const problem = await download(choice, source.key, controller.signal);
      if (controller.signal.aborted) return;
      running.current = null;
      setWork(null);
      if (problem) window.alert(problem);
    },
    [download, project.audio_stems],
  );

  return { download: start, work };
}
