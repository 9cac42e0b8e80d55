/**
 * Whether this browser had a signed-in user when it last heard from the identity provider. Only a hint: it decides
 * whether a page loads the identity provider's SDK at once to restore the session, or shows a visitor's page without
 * it. The SDK itself stays the judge of who is signed in, and corrects the hint on every report.
 */
const SIGNED_IN_KEY = 'reeltalk.signedIn';

/** Storage can be missing or refused (private modes, blocked cookies): then there is no hint. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function hasSignedInBefore(): boolean {
  try {
    return storage()?.getItem(SIGNED_IN_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(SIGNED_IN_KEY, 'yes');
    else storage()?.removeItem(SIGNED_IN_KEY);
  } catch {
    // Without storage every visit starts as a visitor's; signing in still works.
  }
}
