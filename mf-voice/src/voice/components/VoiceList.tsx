import { VOICE_MESSAGES, type VoiceModel } from '@reeltalk/contracts';
import { ErrorPanel, Spinner } from '@reeltalk/web-kit';
import { FALLBACK_VOICES } from '../voiceModels.ts';
import { VoiceCard } from './VoiceCard.tsx';

interface VoiceListProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  models: readonly VoiceModel[];
  error: string;
  selectedId: string | null;
  onSelect: (modelId: string) => void;
  onRetry: () => void;
}

/** The voice cards, or why there are none: loading, 'Connection Issue' with the fallback voices, 'No voices available'. */
export function VoiceList({ status, models, error, selectedId, onSelect, onRetry }: VoiceListProps) {
  if (status === 'failed') {
    return (
      <>
        <ErrorPanel
          title={VOICE_MESSAGES.connectionIssue}
          message={
            <>
              <span className="rt-voice__error-message">{error}</span>{' '}
              <span className="rt-voice__error-hint">{VOICE_MESSAGES.fallbackHint}</span>
            </>
          }
          onRetry={onRetry}
          retryLabel={VOICE_MESSAGES.retry}
        />
        {FALLBACK_VOICES.map((model) => (
          <VoiceCard key={model._id} model={model} selected={false} disabled onSelect={() => {}} />
        ))}
      </>
    );
  }
  if (models.length === 0) {
    return status === 'loaded' ? (
      <p className="rt-voice__empty" data-testid="voice-empty">
        {VOICE_MESSAGES.noVoices}
      </p>
    ) : (
      <Spinner label="Loading voices..." />
    );
  }
  return models.map((model) => (
    <VoiceCard key={model._id} model={model} selected={model._id === selectedId} onSelect={() => onSelect(model._id)} />
  ));
}
