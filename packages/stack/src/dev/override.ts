import type { RemoteName } from '../config.ts';
import { ReleaseRefused } from '../release/errors.ts';
import type { ReleaseRegistry } from '../release/registry.ts';

/** How long a development build's server may take to answer before it counts as gone. */
const ANSWER_WAIT_MS = 3000;

/**
 * Whether the npm run dev that set a development build still serves it. One that was killed, or crashed, leaves the
 * build set in the registry with nobody answering at its address.
 */
export async function devBuildAnswers(manifestUrl: string): Promise<boolean> {
  try {
    const answer = await fetch(manifestUrl, { signal: AbortSignal.timeout(ANSWER_WAIT_MS) });
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * Before an npm run dev: refuses while another npm run dev of the remote serves it, and answers the address of a
 * development build left behind by one that no longer does, for the new one to replace.
 */
export async function leftoverDevBuild(registry: ReleaseRegistry, remote: RemoteName): Promise<string | undefined> {
  const set = (await registry.read()).remotes[remote]?.devOverride;
  if (!set) return undefined;
  if (await devBuildAnswers(set.manifest)) {
    throw new ReleaseRefused(
      `${remote} is already served by another npm run dev, at ${set.manifest} (since ${set.since}). Work in that one, or stop it (Ctrl-C in its terminal) and start again.`,
    );
  }
  return set.manifest;
}

/**
 * After a release or a rollback, what to say about a development build of the remote. One left behind by an npm run
 * dev that no longer answers would hide the switch and leave the remote's page failing to load, so it is cleared; a
 * running one stays served instead of the release until its npm run dev stops.
 */
export async function settleDevBuild(registry: ReleaseRegistry, remote: RemoteName): Promise<string | undefined> {
  const set = (await registry.read()).remotes[remote]?.devOverride;
  if (!set) return undefined;
  if (await devBuildAnswers(set.manifest)) {
    return `npm run dev still serves a development build of ${remote} on this stack (${set.manifest}); the shell loads this release once it stops.`;
  }
  await registry.clearDevOverride(remote, set.manifest);
  return `Cleared the development build of ${remote} that a stopped npm run dev left in the registry (${set.manifest}).`;
}
