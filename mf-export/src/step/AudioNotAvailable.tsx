import { AUDIO_MESSAGES, EXPORT_MESSAGES } from '@reeltalk/contracts';

/**
 * 'Audio Not Available': the finished audiobook does not exist yet. With a narration the soundtrack step's mix is
 * what is missing; without one, the voice generation.
 */
export function AudioNotAvailable({ narrated }: { narrated: boolean }) {
  return (
    <div className="rt-export-missing" data-testid="audio-not-available">
      <h2 className="rt-export-missing__title">{AUDIO_MESSAGES.notAvailable}</h2>
      <p className="rt-export-missing__hint">{narrated ? EXPORT_MESSAGES.mixNeeded : EXPORT_MESSAGES.voiceNeeded}</p>
    </div>
  );
}
