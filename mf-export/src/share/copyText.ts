/**
 * Puts `text` on the clipboard. Where the page may not write it (no secure context, permission refused) the
 * element showing the text is selected instead, so the user copies it by hand; answers which one happened.
 */
export async function copyText(text: string, shownIn: HTMLElement | null): Promise<'copied' | 'selected'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (shownIn) window.getSelection()?.selectAllChildren(shownIn);
    return 'selected';
  }
}
