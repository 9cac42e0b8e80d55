import { useEffect } from 'react';
import { startAuth } from '@reeltalk/web-kit';

/**
 * Pages that sign in load the identity provider's SDK as they open, while the visitor types: the landing page never
 * loads it, and a session the hint missed (storage cleared) is still found here and sent on.
 */
export function useStartedAuth(): void {
  useEffect(() => {
    startAuth().catch((error: unknown) => console.error('Could not load sign-in', error));
  }, []);
}
