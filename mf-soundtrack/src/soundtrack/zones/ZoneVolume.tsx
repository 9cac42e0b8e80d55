import { useEffect, useId, useRef, useState } from 'react';

/** How long the slider rests before its value is saved: one request per adjustment, not one per step. */
const SAVE_AFTER_MS = 400;

/**
 * A zone's own volume, 0 to 100 % of the level the mix gives every zone (never louder, so music stays under the
 * narration), saved once the slider rests.
 */
export function ZoneVolume({
  title,
  volume,
  onChange,
}: {
  title: string;
  volume: number;
  onChange: (volume: number) => void;
}) {
  const id = useId();
  const [percent, setPercent] = useState(Math.round(volume * 100));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setPercent(Math.round(volume * 100)), [volume]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span className="rt-zone__volume">
      <label htmlFor={id}>Volume</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={percent}
        aria-label={`Volume of ${title}`}
        aria-valuetext={`${percent} %`}
        data-testid="zone-volume"
        onChange={(event) => {
          const next = Number(event.target.value);
          setPercent(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onChange(next / 100), SAVE_AFTER_MS);
        }}
      />
      <output htmlFor={id}>{percent} %</output>
    </span>
  );
}
