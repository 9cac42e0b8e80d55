import { useEffect, useState } from 'react';
import { WAVEFORM_BARS_SOUNDTRACK } from '@reeltalk/contracts';
import { peaksDuration, peaksFromJson, placeholderPeaks } from '@reeltalk/web-kit';

export interface Waveform {
  /** 150 bars from 0 to 1; random placeholder bars when the peaks could not be had. */
  peaks: number[];
  duration: number | null;
}

const placeholder = (): Waveform => ({ peaks: placeholderPeaks(WAVEFORM_BARS_SOUNDTRACK), duration: null });

/**
 * The timeline's bars from the narration's precomputed peaks JSON (`url`, presigned): the audio itself is never
 * downloaded or decoded here. null while loading; `failed` (no peaks to be had) gives placeholder bars.
 */
export function useWaveform(url: string | undefined, failed: boolean): Waveform | null {
  const [waveform, setWaveform] = useState<{ url: string; value: Waveform } | null>(null);
  const [fallback] = useState(placeholder);

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
      .then(
        (json: unknown) => ({
          peaks: peaksFromJson(json, WAVEFORM_BARS_SOUNDTRACK) ?? placeholderPeaks(WAVEFORM_BARS_SOUNDTRACK),
          duration: peaksDuration(json),
        }),
        placeholder,
      )
      .then((value) => {
        if (!controller.signal.aborted) setWaveform({ url, value });
      });
    return () => controller.abort();
  }, [url]);

  if (failed) return fallback;
  return waveform && waveform.url === url ? waveform.value : null;
}
