import { formatClock } from '@reeltalk/contracts';

export interface PlayerMarker {
  id: string;
  seconds: number;
  label: string;
}

interface SeekBarProps {
  current: number;
  /** Null while the length is unknown: the bar cannot be sought yet. */
  duration: number | null;
  markers: readonly PlayerMarker[];
  onSeek: (seconds: number) => void;
}

/**
 * The seekable progress bar: a range (arrow keys move it, the screen reader reads mm:ss) with the markers drawn at
 * their times on it; a marker click seeks to its time.
 */
export function SeekBar({ current, duration, markers, onSeek }: SeekBarProps) {
  const length = duration ?? 0;
  return (
    <div className="rt-audiobook__seek">
      <input
        type="range"
        className="rt-audiobook__range"
        data-testid="player-seek"
        aria-label="Seek"
        aria-valuetext={`${formatClock(current)} of ${formatClock(length)}`}
        min={0}
        max={length}
        step="any"
        value={Math.min(current, length)}
        disabled={length === 0}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      {length > 0 &&
        markers
          .filter((marker) => marker.seconds >= 0 && marker.seconds <= length)
          .map((marker) => (
            <button
              key={marker.id}
              type="button"
              className="rt-audiobook__marker"
              data-testid="comment-marker"
              style={{ left: `${(marker.seconds / length) * 100}%` }}
              title={`${formatClock(marker.seconds)} ${marker.label}`}
              aria-label={`${formatClock(marker.seconds)}: ${marker.label}`}
              onClick={() => onSeek(marker.seconds)}
            />
          ))}
    </div>
  );
}
