import { EXPORT_MESSAGES, type AudioStems } from '@reeltalk/contracts';

export type AudioFormat = 'mp3' | 'wav';

/** The stored file a download takes, or the alert saying why there is none. */
type DownloadSource = { key: string } | { problem: string };

/**
 * The mix in the chosen format (the MP3 is `mix`, the WAV of the same mix `mix_wav`). Without it: no audio at all
 * asks for the narration first, a narration that was never mixed asks for the mix.
 */
export function downloadSource(stems: AudioStems, format: AudioFormat): DownloadSource {
  const key = format === 'mp3' ? stems.mix : stems.mix_wav;
  if (key) return { key };
  if (!stems.mix && !stems.vocal) return { problem: EXPORT_MESSAGES.noAudioForDownload };
  return { problem: EXPORT_MESSAGES.noMixedAudio };
}
