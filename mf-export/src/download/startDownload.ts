/**
 * Saves a file from its presigned address under `name`: a temporary <a download> is clicked, so the browser streams
 * the file to disk itself (a whole audiobook is never held in the page's memory). The address answers as an
 * attachment with the same name, which is what counts where the page and the storage are different origins.
 */
export function startDownload(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
