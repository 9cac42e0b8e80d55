// A static picture of the studio for the hero: a transcript line, the waveform with two music zones, the voice.

const BAR_COUNT = 56;
// A deterministic, speech-like envelope: two sines of different periods, never silent.
const BARS = Array.from({ length: BAR_COUNT }, (_, i) =>
  Math.round(18 + 38 * Math.abs(Math.sin(i * 0.45) * Math.cos(i * 0.13)) + 12 * Math.abs(Math.sin(i * 1.7))),
);
const PLAYED = 22;

export function StudioPreview() {
  return (
    <div className="landing-studio" aria-hidden="true">
      <div className="landing-studio__header">
        <div>
          <div className="landing-studio__title">The Lighthouse Keeper</div>
          <div className="landing-studio__meta">Chapter 1 · 2,840 words</div>
        </div>
        <span className="landing-studio__badge">Mixed</span>
      </div>
      <p className="landing-studio__transcript">
        The storm rolled in before dusk, and for the first time in forty years the <mark>lamp</mark>{' '}
        <span className="landing-studio__upcoming">would not light.</span>
      </p>
      <div className="landing-studio__timeline">
        <div className="landing-studio__zone landing-studio__zone--calm">Calm Harbor</div>
        <div className="landing-studio__zone landing-studio__zone--storm">Rising Storm</div>
        <div className="landing-studio__wave">
          {BARS.map((height, index) => (
            <span
              key={index}
              className={index < PLAYED ? 'landing-studio__bar landing-studio__bar--played' : 'landing-studio__bar'}
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <div className="landing-studio__times">
          <span>01:12</span>
          <span>03:05</span>
        </div>
      </div>
      <div className="landing-studio__footer">
        <span className="landing-studio__voice">
          <span className="landing-studio__dot" />
          Narrator · Warm
        </span>
        <span className="landing-studio__chip">Worried</span>
        <span className="landing-studio__chip">Excited</span>
      </div>
    </div>
  );
}
