/**
 * `attachment` with the name twice (RFC 6266): a plain ASCII `filename` for old clients (other characters become '_',
 * quotes and backslashes dropped) and `filename*` in UTF-8, percent-encoded with every character RFC 5987 does not
 * allow as it is, so a title in any script keeps its name.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/["\\]/g, '').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
