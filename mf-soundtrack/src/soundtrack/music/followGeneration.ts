import { MUSIC_GENERATION_TIMEOUT_MS, MUSIC_STATUS_POLL_MS, type MusicStatus } from '@reeltalk/contracts';

/** How a followed generation ended: its last status (completed or failed), or null when it timed out. */
type GenerationEnd = MusicStatus | null;

interface FollowOptions {
  /** Resolves after `ms` (tests pass a clock of their own). */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
  signal?: AbortSignal;
}

/** Status reads that may fail in a row (a dropped connection) before the generation counts as failed. */
const READ_FAILURES_ALLOWED = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Follows a music generation by reading its status every 2 s, reporting each, until it completes or fails; gives up
 * (null) 10 minutes after it started. Stops quietly (null) when `signal` aborts.
 */
export async function followMusicGeneration(
  readStatus: () => Promise<MusicStatus>,
  onStatus: (status: MusicStatus) => void,
  { wait = sleep, now = Date.now, signal }: FollowOptions = {},
): Promise<GenerationEnd> {
  const deadline = now() + MUSIC_GENERATION_TIMEOUT_MS;
  let failures = 0;
  while (now() < deadline) {
    await wait(MUSIC_STATUS_POLL_MS);
    if (signal?.aborted) return null;
    let status: MusicStatus;
    try {
      status = await readStatus();
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures < READ_FAILURES_ALLOWED) continue;
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 'failed', stage: '', percent: 0, error: reason, soundtrack: null };
    }
    if (signal?.aborted) return null;
    onStatus(status);
    if (status.status === 'completed' || status.status === 'failed') return status;
  }
  return null;
}
