import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { compressedVariant } from './compressed-variant.ts';

/** Files whose name stays the same across deploys: the browser must ask again every time to see a new version. */
const entryFiles = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'config.json']);

/** rspack's [contenthash] (8 or more hex digits) right before the extension, e.g. main.3f9a1c2b.js. */
const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

const FOR_GOOD = 'public, max-age=31536000, immutable';

export function cacheControlOf(file: string): string {
  const name = path.basename(file);
  if (!entryFiles.has(name) && contentHashed.test(name)) return FOR_GOOD;
  return 'no-cache';
}

/** A file name with a dot (main.js, logo.svg) is a request for a file; anything else may be an app route. */
const looksLikeFile = (urlPath: string): boolean => path.posix.basename(urlPath).includes('.');

/** Source maps show the code as written; a host never hands them out, even when a build left some in dist/. */
const isSourceMap = (urlPath: string): boolean => urlPath.toLowerCase().endsWith('.map');

interface StaticOptions {
  root: string;
  /** Serve index.html for unknown paths without a file extension (client-side routes of the shell). */
  spaFallback: boolean;
  /** Every file of root is for good, entry files included (a release never changes). */
  immutable?: boolean;
}

const decodedPath = (rawPathname: string): string | undefined => {
  try {
    return decodeURIComponent(rawPathname);
  } catch {
    return undefined;
  }
};

/**
 * Serves GET/HEAD of one file from a built dist/ folder with `send` (content type, ETag and Last-Modified with
 * conditional GET, byte ranges, nothing outside root, no dotfiles) and the cache headers above; answers 404 itself.
 * A client that takes brotli or gzip gets the build's compressed copy of a script, style sheet or page when there is
 * one. `rawPathname` is the still-encoded path of a request target that originFormTarget accepted.
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, rawPathname: string, options: StaticOptions) {
  if (isSourceMap(rawPathname)) return sendText(res, 404, 'Not found');
  const serve = (file: string, onMissing: () => void) => {
    const decoded = decodedPath(file);
    const variant = decoded === undefined ? undefined : compressedVariant(options.root, decoded, req.headers);
    return send(req, file + (variant?.suffix ?? ''), {
      root: options.root,
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
    })
      .on('headers', (response: ServerResponse, served: string) => {
        // The compressed copy is cached as the file it stands for (a content-hashed name stays immutable).
        response.setHeader(
          'Cache-Control',
          options.immutable ? FOR_GOOD : cacheControlOf(served.slice(0, served.length - (variant?.suffix.length ?? 0))),
        );
        response.setHeader('Vary', 'Accept-Encoding');
        if (variant) {
          response.setHeader('Content-Encoding', variant.encoding);
          response.setHeader('Content-Type', variant.contentType);
        }
      })
      .on('directory', onMissing)
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        const status = error.status ?? 500;
        if (res.headersSent) return res.destroy();
        if (status === 404) return onMissing();
        // A range past the end (416) says in Content-Range how long the file is.
        for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
        sendText(res, status, STATUS_CODES[status] ?? 'Error');
      })
      .pipe(res);
  };

  const notFound = () => sendText(res, 404, 'Not found');
  const fallback = options.spaFallback && !looksLikeFile(rawPathname);
  serve(rawPathname, fallback ? () => serve('/index.html', notFound) : notFound);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(text);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(JSON.stringify(body));
}
