import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (file: string): string =>
  contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Files whose name stays the same across deploys: the browser must ask again every time to see a new version. */
const entryFiles = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'config.json']);

/** rspack's [contenthash] (8 or more hex digits) right before the extension, e.g. main.3f9a1c2b.js. */
const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

export function cacheControlOf(file: string): string {
  const name = path.basename(file);
  if (!entryFiles.has(name) && contentHashed.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Maps a URL path to a file strictly inside root; undefined for anything that would leave it (../, encoded
 * slashes or dots, NUL bytes) or cannot be decoded.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/** A file name with a dot (main.js, logo.svg) is a request for a file; anything else may be an app route. */
const looksLikeFile = (urlPath: string): boolean => path.posix.basename(urlPath).includes('.');

async function fileAt(file: string): Promise<{ file: string; size: number; mtime: Date } | undefined> {
  try {
    const info = await stat(file);
    if (info.isFile()) return { file, size: info.size, mtime: info.mtime };
    if (info.isDirectory()) return fileAt(path.join(file, 'index.html'));
  } catch {
    // Missing: the caller answers 404 or falls back.
  }
  return undefined;
}

export interface StaticOptions {
  root: string;
  /** Serve index.html for unknown paths without a file extension (client-side routes of the shell). */
  spaFallback: boolean;
}

/** Serves GET/HEAD from a built dist/ folder with the cache headers above; answers 404 itself. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, options: StaticOptions): Promise<void> {
  const root = path.resolve(options.root);
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  const requested = resolveInside(root, urlPath);
  if (!requested) return sendText(res, 400, 'Bad request');
  let found = await fileAt(requested);
  if (!found && options.spaFallback && !looksLikeFile(urlPath)) found = await fileAt(path.join(root, 'index.html'));
  if (!found) return sendText(res, 404, 'Not found');

  const etag = `"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
  res.setHeader('Content-Type', contentTypeOf(found.file));
  res.setHeader('Cache-Control', cacheControlOf(found.file));
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', found.mtime.toUTCString());
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', found.size);
  if (req.method === 'HEAD') {
    res.writeHead(200).end();
    return;
  }
  res.writeHead(200);
  createReadStream(found.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(text);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(JSON.stringify(body));
}
