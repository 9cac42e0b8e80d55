/**
 * The e-mail address of the account deleted in this tab, so the login page can say the account was deleted instead
 * of calling the address invalid. Kept in the tab's session storage only: it ends with the tab and tells nobody else
 * who had an account here.
 */
const DELETED_ACCOUNT_KEY = 'reeltalk.deletedAccount';

/** Storage can be missing or refused (private modes, blocked cookies): then nothing is remembered. */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberDeletedAccount(email: string): void {
  try {
    storage()?.setItem(DELETED_ACCOUNT_KEY, email.trim().toLowerCase());
  } catch {
    // Without storage the login page just does not mention the deletion.
  }
}

/** The deleted account's e-mail address (lower case), '' when it is unknown. */
export function deletedAccount(): string {
  try {
    return storage()?.getItem(DELETED_ACCOUNT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Someone signed in or up in this tab since: the deletion is old news. */
export function forgetDeletedAccount(): void {
  try {
    storage()?.removeItem(DELETED_ACCOUNT_KEY);
  } catch {
    // Nothing was remembered.
  }
}
