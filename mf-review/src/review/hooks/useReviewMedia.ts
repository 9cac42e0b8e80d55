import { useCallback, useEffect, useState } from 'react';
import { AUDIO_MESSAGES, fetchFileFailed, type Project } from '@reeltalk/contracts';
import { peaksDuration, peaksFromJson, placeholderPeaks, useAppDispatch } from '@reeltalk/web-kit';
import { reviewApi } from '../reviewApi.ts';
import {
  documentFromSegments,
  documentFromTimeline,
  parseSrt,
  type TranscriptDocument,
} from '../transcript/transcriptDocument.ts';
import { transcriptKey, type Timeline } from '../types.ts';

export type TranscriptLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; document: TranscriptDocument }
  | { status: 'failed'; error: string };

export interface Waveform {
  /** One channel of bars from 0 to 1; random placeholder bars when the peaks could not be had. */
  peaks: number[];
  duration: number | null;
}

interface ReviewMedia {
  transcript: TranscriptLoad;
  /** Presigned address of the vocal track; null while loading or without audio. */
  audioUrl: string | null;
  audioError: string;
  /** null until the peaks are in (or failed). */
  waveform: Waveform | null;
  retry: () => void;
}

async function download(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(fetchFileFailed(response.status, response.statusText));
  return response;
}

async function loadDocument(urls: { timeline?: string; srt?: string }, signal: AbortSignal) {
  if (urls.timeline) return documentFromTimeline((await (await download(urls.timeline, signal)).json()) as Timeline);
  if (urls.srt) return documentFromSegments(parseSrt(await (await download(urls.srt, signal)).text()));
  throw new Error(AUDIO_MESSAGES.presignedUrlFailed);
}

async function loadWaveform(url: string | undefined, signal: AbortSignal): Promise<Waveform> {
  if (!url) return { peaks: placeholderPeaks(), duration: null };
  try {
    const json: unknown = await (await download(url, signal)).json();
    return { peaks: peaksFromJson(json) ?? placeholderPeaks(), duration: peaksDuration(json) };
  } catch {
    return { peaks: placeholderPeaks(), duration: null };
  }
}

/**
 * The review step's files, through one POST /api/audio/presigned-urls: the timeline JSON (or, without one, the
 * word-level SRT) for the transcript, the peaks JSON for the waveform and the vocal track's streaming address. The
 * audio itself is never fetched here: the player's <audio> element streams it.
 */
type MediaState = Omit<ReviewMedia, 'retry'>;

const pending = (hasText: boolean): MediaState => ({
  transcript: hasText ? { status: 'loading' } : { status: 'none' },
  audioUrl: null,
  audioError: '',
  waveform: null,
});

/** What was loaded for other files, kept for the project's new ones until they are in. */
interface Loaded {
  projectId: string;
  files: string;
  state: MediaState;
}

/**
 * The state shown for `files` before they are loaded: the project's previous transcript, player and waveform while it
 * had a transcript (a changed script's narration replaces them in place, so the page keeps its place), else loading.
 */
const before = (loaded: Loaded | null, projectId: string, files: string, hasText: boolean): MediaState => {
  if (loaded?.files === files) return loaded.state;
  return loaded?.projectId === projectId && loaded.state.transcript.status === 'ready' && hasText
    ? loaded.state
    : pending(hasText);
};

export function useReviewMedia(project: Project | null): ReviewMedia {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  // What was loaded, and for which files: a state left from other files reads as still loading (see `before`).
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const projectId = project?._id ?? '';

  const timelineKey = project?.audio_stems.timeline ?? null;
  const srtKey = project ? transcriptKey(project) : null;
  const textKey = timelineKey ?? srtKey;
  const peaksKey = project?.audio_stems.peaks ?? null;
  const vocalKey = project?.audio_stems.vocal ?? null;
  const files = project ? JSON.stringify([timelineKey, srtKey, peaksKey, vocalKey, attempt]) : '';

  useEffect(() => {
    if (!files) return undefined;
    const [timelineKey, srtKey, peaksKey, vocalKey] = JSON.parse(files) as Array<string | null>;
    const textKey = timelineKey ?? srtKey ?? null;
    const keys = [textKey, peaksKey, vocalKey].filter((key): key is string => Boolean(key));
    if (keys.length === 0) {
      setLoaded({
        projectId,
        files,
        state: { ...pending(false), waveform: { peaks: placeholderPeaks(), duration: null } },
      });
      return undefined;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const update = (patch: Partial<MediaState>) => {
      if (signal.aborted) return;
      setLoaded((current) => ({
        projectId,
        files,
        state: { ...before(current, projectId, files, Boolean(textKey)), ...patch },
      }));
    };

    dispatch(reviewApi.endpoints.presignKeys.initiate(keys))
      .unwrap()
      .then((urls) => {
        const url = (key: string | null | undefined) => (key ? urls[key] : undefined);
        update({
          audioUrl: url(vocalKey) ?? null,
          audioError: vocalKey && !url(vocalKey) ? AUDIO_MESSAGES.presignedUrlFailed : '',
        });
        void loadWaveform(url(peaksKey), signal).then((waveform) => update({ waveform }));
        if (textKey) {
          loadDocument(timelineKey ? { timeline: url(timelineKey) } : { srt: url(srtKey) }, signal).then(
            (document) => update({ transcript: { status: 'ready', document } }),
            (error: unknown) =>
              update({
                transcript: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
              }),
          );
        }
      })
      .catch(() => {
        update({
          audioError: vocalKey ? AUDIO_MESSAGES.presignedUrlFailed : '',
          waveform: { peaks: placeholderPeaks(), duration: null },
          transcript: textKey ? { status: 'failed', error: AUDIO_MESSAGES.presignedUrlFailed } : { status: 'none' },
        });
      });
    return () => controller.abort();
  }, [dispatch, files, projectId]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const state = before(loaded, projectId, files, Boolean(textKey));
  return { ...state, retry };
}
