/** Commas, semicolons and line breaks separate addresses (as pasted from a mail client). */
const SEPARATORS = /[,;\n]+/;

/**
 * The recipients after `typed` is added to `current`: each address once (case does not make another one), blanks
 * dropped. Each is checked by the share form's schema, the rule the server applies.
 */
export function addRecipients(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const part of typed.split(SEPARATORS)) {
    const email = part.trim();
    if (email === '' || next.some((known) => known.toLowerCase() === email.toLowerCase())) continue;
    next.push(email);
  }
  return next;
}
