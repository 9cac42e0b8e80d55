import { validateEmail } from '@reeltalk/contracts';

/** A recipient typed into the share dialog, with the contracts' e-mail rule's verdict ('' when valid). */
export interface Recipient {
  email: string;
  problem: string;
}

/** Commas, semicolons and line breaks separate addresses (as pasted from a mail client). */
const SEPARATORS = /[,;\n]+/;

/**
 * The recipients after `typed` is added to `current`: each address once (case does not make another one),
 * blanks dropped, each checked by the same rule the server applies.
 */
export function addRecipients(current: readonly Recipient[], typed: string): Recipient[] {
  const next = [...current];
  for (const part of typed.split(SEPARATORS)) {
    const email = part.trim();
    if (email === '' || next.some((known) => known.email.toLowerCase() === email.toLowerCase())) continue;
    next.push({ email, problem: validateEmail(email) });
  }
  return next;
}
