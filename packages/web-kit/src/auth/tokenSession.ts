import { INACTIVITY_REFRESH_MS } from '@reeltalk/contracts';
import type { User } from 'firebase/auth';
import { proactiveRefreshDelay } from './tokenTiming.ts';

/** Pointer and key events count as the user being active. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;
/** Activity restarts the inactivity timer at most this often (pointermove fires many times a second). */
const ACTIVITY_THROTTLE_MS = 5000;

type SessionUser = Pick<User, 'uid' | 'getIdToken' | 'getIdTokenResult'>;

interface TokenSession {
  readonly uid: string;
  /** Plans the proactive refresh again from the token now held (Firebase reported a new one). */
  tokenChanged(): void;
  /** Ends every timer and listener (sign-out). */
  stop(): void;
}

/**
 * Keeps a signed-in user's token fresh: refreshes it 5 minutes before it expires, and after
 * 25 minutes without pointer or key activity; activity restarts the inactivity timer.
 */
function startTokenSession(user: SessionUser): TokenSession {
  let stopped = false;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  // Only the latest plan may set the expiry timer (token reads answer asynchronously and can overtake each other).
  let planNumber = 0;
  let lastActivity = Date.now();

  const reportFailure = (error: unknown) => console.warn('Could not refresh the sign-in token', error);

  function planRefresh() {
    const plan = (planNumber += 1);
    user.getIdTokenResult().then(({ expirationTime }) => {
      if (stopped || plan !== planNumber) return;
      clearTimeout(expiryTimer);
      expiryTimer = setTimeout(refresh, proactiveRefreshDelay(expirationTime, Date.now()));
    }, reportFailure);
  }

  // A failed refresh plans nothing new (that could loop); the API client's retry on 401 and the next idle period
  // try again.
  function refresh() {
    if (stopped) return;
    user.getIdToken(true).then(planRefresh, reportFailure);
  }

  function restartIdleTimer() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      refresh();
      restartIdleTimer();
    }, INACTIVITY_REFRESH_MS);
  }

  const onActivity = () => {
    if (Date.now() - lastActivity < ACTIVITY_THROTTLE_MS) return;
    lastActivity = Date.now();
    restartIdleTimer();
  };

  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  restartIdleTimer();
  planRefresh();

  return {
    uid: user.uid,
    tokenChanged: planRefresh,
    stop() {
      stopped = true;
      clearTimeout(expiryTimer);
      clearTimeout(idleTimer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    },
  };
}

let session: TokenSession | undefined;

/**
 * Follows the identity provider's reports: a user signing in starts the session once, a new token for the same user
 * re-plans its refresh, sign-out (or another user) stops it.
 */
export function followTokenSession(user: SessionUser | null): void {
  if (user && session?.uid === user.uid) {
    session.tokenChanged();
    return;
  }
  session?.stop();
  session = user ? startTokenSession(user) : undefined;
}
