import { useImperativeHandle, useRef, type Ref } from 'react';
import {
  AUDIO_MESSAGES,
  PROJECT_DEFAULTS,
  audioLoadFailed,
  formatClock,
  type AudiobookChapter,
} from '@reeltalk/contracts';
import { PlayToggle } from '@reeltalk/web-kit';
import { ChapterList } from './ChapterList.tsx';
import { PlayerCover } from './PlayerCover.tsx';
import { SkipButton } from './SkipButton.tsx';
import { SeekBar, type PlayerMarker } from './SeekBar.tsx';
import { useMediaState } from './useMediaState.ts';
import './player.css';

export type { PlayerMarker } from './SeekBar.tsx';

/** What a parent may do to the player: move it to a time (a comment's, say). */
export interface AudiobookPlayerHandle {
  seek(seconds: number): void;
}

export interface AudiobookPlayerProps {
  /** The playable address (presigned); null when there is nothing to play. */
  src: string | null;
  /** The address is still being fetched. */
  loading?: boolean;
  /** Why the address could not be had; '' or absent while none. */
  error?: string;
  title: string;
  coverUrl: string | null;
  /** Shows the pencil over the cover. */
  onEditCover?: () => void;
  /** Drawn on the bar; a click seeks to the marker. */
  markers?: readonly PlayerMarker[];
  onTimeChange?: (seconds: number) => void;
  /** The length known beforehand (the narration's), shown until the audio's own arrives. */
  duration?: number | null;
  /** The audiobook's chapters, listed under the player when there are two or more (one would only repeat the title). */
  chapters?: readonly AudiobookChapter[] | null;
  ref?: Ref<AudiobookPlayerHandle>;
}

const NO_MARKERS: readonly PlayerMarker[] = [];
const NO_CHAPTERS: readonly AudiobookChapter[] = [];

/**
 * The finished audiobook's player: cover, title, play/pause, a seekable bar, mm:ss played and total, 10 s back and
 * forward. It streams its source (the browser fetches ranges as it plays) and pauses when another player starts.
 */
export function AudiobookPlayer({
  src,
  loading = false,
  error = '',
  title,
  coverUrl,
  onEditCover,
  markers = NO_MARKERS,
  onTimeChange,
  duration: knownDuration = null,
  chapters,
  ref,
}: AudiobookPlayerProps) {
  const listed = chapters ?? NO_CHAPTERS;
  const audio = useRef<HTMLAudioElement>(null);
  const media = useMediaState(audio, src);
  const duration = media.duration ?? (knownDuration && knownDuration > 0 ? knownDuration : null);
  const shownTitle = title.trim() || PROJECT_DEFAULTS.audioTitle;

  const seek = (seconds: number) => {
    const element = audio.current;
    if (!element || !src) return;
    const end = duration ?? Number.POSITIVE_INFINITY;
    const target = Math.min(Math.max(0, seconds), end);
    element.currentTime = target;
    media.showTime(target);
    onTimeChange?.(target);
  };
  useImperativeHandle(ref, () => ({ seek }));

  const skip = (seconds: number) => seek((audio.current?.currentTime ?? 0) + seconds);

  const toggle = () => {
    const element = audio.current;
    if (!element || !src) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    Promise.resolve(element.play()).catch(() => media.reportPlayFailure());
  };

  const waiting = !error && (loading || Boolean(src && !media.ready && !media.problem));
  const problem =
    (error && audioLoadFailed(error)) || media.problem || (!src && !loading ? AUDIO_MESSAGES.noAudioFile : '');
  return (
    <div className="rt-audiobook" data-testid="export-player">
      <PlayerCover coverUrl={coverUrl} title={shownTitle} onEdit={onEditCover} />
      <div className="rt-audiobook__body">
        <h2 className="rt-audiobook__title" data-testid="player-title">
          {shownTitle}
        </h2>
        <div className="rt-audiobook__controls">
          <SkipButton direction="back" disabled={!src} onSkip={skip} />
          <PlayToggle
            playing={media.playing}
            what={shownTitle}
            className="rt-audiobook__toggle"
            data-testid="player-play"
            disabled={!src}
            onClick={toggle}
          />
          <SkipButton direction="forward" disabled={!src} onSkip={skip} />
        </div>
        <SeekBar current={media.current} duration={duration} markers={markers} onSeek={seek} />
        <div className="rt-audiobook__times">
          <span data-testid="player-current">{formatClock(media.current)}</span>
          <span data-testid="player-total">{formatClock(duration ?? 0)}</span>
        </div>
        {waiting && (
          <p className="rt-audiobook__status" role="status">
            {AUDIO_MESSAGES.loading}
          </p>
        )}
        {problem && (
          <p className="rt-audiobook__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {listed.length > 1 && <ChapterList chapters={listed} current={media.current} disabled={!src} onSeek={seek} />}
      <audio
        ref={audio}
        src={src ?? undefined}
        preload="metadata"
        onTimeUpdate={(event) => onTimeChange?.(event.currentTarget.currentTime)}
      />
    </div>
  );
}
