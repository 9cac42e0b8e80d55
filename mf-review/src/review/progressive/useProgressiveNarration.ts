import { useEffect, useMemo, useRef, useState } from 'react';
import {
  isJobInFlight,
  fetchFileFailed,
  narrationPartTimelineSchema,
  type NarrationPartTimeline,
  type Project,
  type ProgressiveNarration,
} from '@reeltalk/contracts';
import { callFailure, useAppDispatch } from '@reeltalk/web-kit';
import { reviewApi } from '../reviewApi.ts';
import type { Waveform } from '../hooks/useReviewMedia.ts';
import type { NarrationProgress } from '../slices/reviewProjectSlice.ts';
import { NarrationStream } from './narrationStream.ts';
import { partsWaveform, progressiveTranscript, type ProgressiveTranscript } from './partTimelines.ts';
import { readyEnd } from './partWindow.ts';

/** Keys one POST /api/audio/presigned-urls may name (its limit). */
const PRESIGN_BATCH = 100;

/**
 * The narration whose parts review plays, if any: the one running once it has published a part; after it completed,
 * still that one while the project's vocal track is its file (or not there yet, or the project was read before it
 * finished), so what the listener is playing is never swapped for the finished file of the same narration. A later
 * visit plays the finished file.
 */
export function progressiveJob(narration: NarrationProgress | null, project: Project | null): string | null {
  if (!project || !narration?.jobId || narration.parts === 0) return null;
  const { jobId } = narration;
  if (isJobInFlight(narration.state)) return jobId;
  if (narration.state !== 'done') return null;
  const vocal = project.audio_stems.vocal;
  return !vocal || vocal.includes(`/${jobId}/`) || project.narration?.jobId === jobId ? jobId : null;
}

/** What review shows of a narration in flight. */
interface ProgressivePlayback {
  /** The stream's address for the player's <audio> element; null while the stream is being made. */
  url: string | null;
  /** null until the first parts' timelines are in. */
  transcript: ProgressiveTranscript | null;
  waveform: Waveform | null;
  /** The end of the ready parts, seconds; null before the first. */
  duration: number | null;
  /** Every part is in and the narration is whole: its transcript is the finished one. */
  whole: boolean;
  error: string;
}

interface ReadyState {
  jobId: string;
  /** The manifest as far as its parts' timelines are in (a part shows once its timeline is). */
  manifest: ProgressiveNarration;
  timelines: NarrationPartTimeline[];
  urls: Record<string, string>;
}

async function downloadTimeline(url: string | undefined, signal: AbortSignal): Promise<NarrationPartTimeline> {
  if (!url) throw new Error(fetchFileFailed(0, 'no address'));
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(fetchFileFailed(response.status, response.statusText));
  return narrationPartTimelineSchema.parse(await response.json());
}

/**
 * Plays a narration while it is being narrated (see progressiveJob): each time its part count grows, reads its
 * published parts, presigns the new parts' files, reads their timelines and feeds the audio to one NarrationStream on
 * the step's audio element. Answers null when no such narration is in use (or the browser cannot stream MP3).
 */
export function useProgressiveNarration(
  project: Project | null,
  narration: NarrationProgress | null,
  media: HTMLMediaElement | null,
): ProgressivePlayback | null {
  const dispatch = useAppDispatch();
  const jobId = NarrationStream.supported() ? progressiveJob(narration, project) : null;
  const [ready, setReady] = useState<ReadyState | null>(null);
  const [stream, setStream] = useState<{ jobId: string; stream: NarrationStream } | null>(null);
  const [error, setError] = useState<{ jobId: string; text: string } | null>(null);
  const refresh = useRef<(() => void) | null>(null);

  // One loader per narration; each refresh reads the parts once more, one refresh at a time.
  useEffect(() => {
    if (!jobId) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    let timelines: NarrationPartTimeline[] = [];
    let urls: Record<string, string> = {};
    const load = async () => {
      // Read afresh each time: the narration publishes parts as it goes.
      const manifest = await dispatch(
        reviewApi.endpoints.getPublishedParts.initiate(jobId, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      if (!manifest || signal.aborted) return;
      const fresh = manifest.parts.slice(timelines.length);
      const keys = fresh.flatMap((part) => [part.audioKey, part.timelineKey]);
      const freshUrls: Record<string, string> = {};
      for (let at = 0; at < keys.length; at += PRESIGN_BATCH) {
        Object.assign(
          freshUrls,
          await dispatch(reviewApi.endpoints.presignKeys.initiate(keys.slice(at, at + PRESIGN_BATCH))).unwrap(),
        );
      }
      const freshTimelines = await Promise.all(
        fresh.map((part) => downloadTimeline(freshUrls[part.timelineKey], signal)),
      );
      if (signal.aborted) return;
      timelines = [...timelines, ...freshTimelines];
      urls = { ...urls, ...freshUrls };
      setReady({ jobId, manifest, timelines, urls });
      setError(null);
    };
    let running = false;
    let again = false;
    refresh.current = () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      void (async () => {
        do {
          again = false;
          try {
            await load();
          } catch (failure) {
            if (!signal.aborted) setError({ jobId, text: callFailure(failure) });
          }
        } while (again && !signal.aborted);
        running = false;
      })();
    };
    return () => {
      controller.abort();
      refresh.current = null;
    };
  }, [dispatch, jobId]);

  const parts = narration?.parts ?? 0;
  const completed = narration?.state === 'done';
  useEffect(() => {
    if (jobId) refresh.current?.();
  }, [jobId, parts, completed]);

  useEffect(() => {
    if (!jobId || !media) return undefined;
    const created = new NarrationStream(media, (text) => setError({ jobId, text }));
    setStream({ jobId, stream: created });
    return () => {
      created.dispose();
      setStream(null);
    };
  }, [jobId, media]);

  const current = ready?.jobId === jobId ? ready : null;
  const currentStream = stream?.jobId === jobId ? stream.stream : null;
  useEffect(() => {
    if (current && currentStream) currentStream.update(current.manifest, current.urls);
  }, [current, currentStream]);

  const shown = useMemo(
    () =>
      current && {
        transcript: progressiveTranscript(current),
        waveform: partsWaveform(current),
        duration: readyEnd(current.manifest),
        whole: current.manifest.complete,
      },
    [current],
  );

  if (!jobId) return null;
  return {
    url: currentStream?.url ?? null,
    transcript: shown?.transcript ?? null,
    waveform: shown?.waveform ?? null,
    duration: shown?.duration ?? null,
    whole: shown?.whole ?? false,
    error: error?.jobId === jobId ? error.text : '',
  };
}
