import type { VoiceModel } from '@reeltalk/contracts';
import { VoicePreview } from './VoicePreview.tsx';

interface VoiceCardProps {
  model: VoiceModel;
  selected: boolean;
  /** A fallback voice: shown, but it cannot be chosen. */
  disabled?: boolean;
  onSelect: () => void;
}

export function VoiceCard({ model, selected, disabled = false, onSelect }: VoiceCardProps) {
  const tags = [model.gender, model.tone, model.accent].filter(Boolean);
  return (
    <article
      className="rt-voice-card"
      data-testid="voice-card"
      data-voice-name={model.name}
      data-selected={selected}
      aria-disabled={disabled || undefined}
    >
      <header className="rt-voice-card__header">
        <h3 className="rt-voice-card__name">{model.displayName}</h3>
        {model.custom && <span className="rt-voice-card__badge">Custom</span>}
      </header>
      <p className="rt-voice-card__description">{model.description}</p>
      <ul className="rt-voice-card__tags" aria-label="Voice traits">
        {tags.map((tag) => (
          <li key={tag} className="rt-voice-card__tag">
            {tag}
          </li>
        ))}
      </ul>
      <div className="rt-voice-card__actions">
        <VoicePreview src={disabled ? null : model.preview_audio.file} voiceName={model.displayName} />
        <button
          type="button"
          className="rt-voice-card__select"
          data-testid="voice-select"
          aria-pressed={selected}
          aria-label={`Use ${model.displayName}`}
          disabled={disabled}
          onClick={onSelect}
        >
          {selected ? 'Selected' : 'Select'}
        </button>
      </div>
    </article>
  );
}
