import { EMOTIONS, type Emotion } from '@reeltalk/contracts';

interface EmotionChipsProps {
  selected: readonly Emotion[];
  onToggle: (emotion: Emotion) => void;
}

/** The multi-select of emotions: each chip toggles on its own. */
export function EmotionChips({ selected, onToggle }: EmotionChipsProps) {
  return (
    <div className="rt-emotions" role="group" aria-labelledby="rt-emotions-title">
      {EMOTIONS.map((emotion) => {
        const on = selected.includes(emotion);
        return (
          <button
            key={emotion}
            type="button"
            className="rt-emotions__chip"
            data-testid="emotion-chip"
            data-emotion={emotion}
            aria-pressed={on}
            onClick={() => onToggle(emotion)}
          >
            {emotion}
          </button>
        );
      })}
    </div>
  );
}
