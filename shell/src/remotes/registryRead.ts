let reading: Promise<unknown> | undefined;

/**
 * /remotes.json as this page read it when it loaded, past any cache (which release of each remote is live changes
 * without a shell build); `fresh` (a Retry) reads it again, and later loads use that. Only read here: the landing page
 * starts the read and carries no schema, the remote routes parse it (registry.ts).
 */
export function readRegistry(fresh = false): Promise<unknown> {
  if (fresh || !reading) {
    reading = fetch('/remotes.json', { cache: 'no-store' }).then((response) => {
      if (!response.ok) throw new Error(`Could not load /remotes.json: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
  }
  return reading;
}
