import { useEffect, useState } from 'react';
import { callFailure, fetchAudioUrl, useAppDispatch } from '@reeltalk/web-kit';

interface SignedAddress {
  url: string | null;
  /** Asking for the address; false once it came or failed. */
  loading: boolean;
  /** Why it could not be had; '' while none. */
  error: string;
}

/** The presigned address of a stored file (through web-kit's 50-minute cache), asked again when the key changes. */
export function useSignedAddress(key: string | null | undefined): SignedAddress {
  const dispatch = useAppDispatch();
  const [signed, setSigned] = useState<SignedAddress & { key: string | null }>({
    key: null,
    url: null,
    loading: false,
    error: '',
  });

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    setSigned({ key, url: null, loading: true, error: '' });
    dispatch(fetchAudioUrl(key))
      .unwrap()
      .then(
        (url) => live && setSigned({ key, url, loading: false, error: '' }),
        (reason: unknown) => live && setSigned({ key, url: null, loading: false, error: callFailure(reason) }),
      );
    return () => {
      live = false;
    };
  }, [dispatch, key]);

  // The answer of an earlier key is never shown for this one.
  if (!key) return { url: null, loading: false, error: '' };
  if (signed.key !== key) return { url: null, loading: true, error: '' };
  return { url: signed.url, loading: signed.loading, error: signed.error };
}
