/** Puts `text` on the clipboard; false where the page may not write it (no secure context, permission refused). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
