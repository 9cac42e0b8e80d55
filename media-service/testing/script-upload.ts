/** POST /projects/{id}/source as the bff sends it: the script's bytes as the body, its name in X-File-Name. */
export const scriptUpload = (name: string, content: string | Uint8Array<ArrayBuffer>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(name) },
  body: content,
});
