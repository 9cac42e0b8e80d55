import type { RemoteRefusedEvent } from '@reeltalk/contracts';
import { api, getAuthState } from '@reeltalk/web-kit';

/**
 * Tells the bff that a remote's live release did not fit this shell, so its team sees it in the log. Only a signed-in
 * user's page can (the shared page's listeners have no account); a report that fails is only written to the console,
 * it never stands in the way of the step.
 */
export function reportRefusal(event: RemoteRefusedEvent): void {
  console.warn('Remote release refused', event);
  if (!getAuthState().user) return;
  api.post('/client-events/remote-refused', event).catch((error: unknown) => {
    console.error('Could not report the refused remote', error);
  });
}
