import { AUDIO_MESSAGES, PRESIGNED_CACHE_MS, presignedUrlsAnswerSchema } from '@reeltalk/contracts';
import type { ApiClient } from '../api/client.ts';
import { createAppAsyncThunk } from '../store/index.ts';

interface CachedUrl {
  url: Promise<string>;
  expiresAt: number;
}

/**
 * Presigned addresses of stored audio, each kept 50 minutes (less than the address itself lives) so playing a
 * track again asks the server nothing; a failed request is forgotten at once, so the next play asks again.
 */
export function createPresignedUrlCache({ ttlMs = PRESIGNED_CACHE_MS, now = Date.now } = {}) {
  const entries = new Map<string, CachedUrl>();
  return function presignedUrl(api: ApiClient, key: string): Promise<string> {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) return cached.url;
    const url = api.post('/audio/presigned-urls', { s3Keys: [key] }).then((answer) => {
      const signed = presignedUrlsAnswerSchema.parse(answer).urls[key];
      if (!signed) throw new Error(AUDIO_MESSAGES.presignedUrlFailed);
      return signed;
    });
    entries.set(key, { url, expiresAt: now() + ttlMs });
    url.catch(() => {
      if (entries.get(key)?.url === url) entries.delete(key);
    });
    return url;
  };
}

const presignedAudioUrl = createPresignedUrlCache();

/** The playback address of a stored track, through the app's one cache: `dispatch(fetchAudioUrl(key)).unwrap()`. */
export const fetchAudioUrl = createAppAsyncThunk('audio/presignedUrl', (key: string, { extra }) =>
  presignedAudioUrl(extra.api, key),
);
