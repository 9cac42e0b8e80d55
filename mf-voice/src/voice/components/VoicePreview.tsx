import { VOICE_MESSAGES } from '@reeltalk/contracts';
import { usePreviewAudio } from '../hooks/usePreviewAudio.ts';

/** The preview button of a voice card; disabled with 'No preview available' when the voice has no sample. */
export function VoicePreview({ src, voiceName }: { src: string | null; voiceName: string }) {
  if (!src) {
    return (
      <button type="button" className="rt-voice-card__preview" data-testid="voice-preview" disabled>
        {VOICE_MESSAGES.noPreview}
      </button>
    );
  }
  return <PlayablePreview src={src} voiceName={voiceName} />;
}

function PlayablePreview({ src, voiceName }: { src: string; voiceName: string }) {
  const { ref, playing, toggle } = usePreviewAudio();
  return (
    <>
      <button
        type="button"
        className="rt-voice-card__preview"
        data-testid="voice-preview"
        data-playing={playing}
        aria-label={`${playing ? 'Stop' : 'Play'} preview of ${voiceName}`}
        onClick={toggle}
      >
        <span aria-hidden="true">{playing ? '■' : '▶'}</span> {playing ? 'Stop' : 'Preview'}
      </button>
      <audio ref={ref} src={src} preload="none" />
    </>
  );
}
