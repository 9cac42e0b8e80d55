import { useEffect, useState } from 'react';
import { fetchAudioUrl, useAppDispatch } from '@reeltalk/web-kit';

interface SignedUrls {
  /** Playback address by storage key, as each arrives. */
  urls: Readonly<Record<string, string>>;
  /** Keys the server would not sign. */
  failed: ReadonlySet<string>;
}

/** Presigned addresses of stored files (through web-kit's cache), asked for each new key. */
export function useSignedUrls(keys: ReadonlyArray<string | null | undefined>): SignedUrls {
  const dispatch = useAppDispatch();
  const [signed, setSigned] = useState<SignedUrls>({ urls: {}, failed: new Set() });
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))].sort().join('\n');

  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    for (const key of wanted.split('\n')) {
      dispatch(fetchAudioUrl(key))
        .unwrap()
        .then(
          (url) => live && setSigned((current) => ({ ...current, urls: { ...current.urls, [key]: url } })),
          () => live && setSigned((current) => ({ ...current, failed: new Set(current.failed).add(key) })),
        );
    }
    return () => {
      live = false;
    };
  }, [dispatch, wanted]);

  return signed;
}
