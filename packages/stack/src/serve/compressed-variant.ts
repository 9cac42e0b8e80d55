import { existsSync } from 'node:fs';
import path from 'node:path';

/** What the build compresses ahead (rspack-base's precompression), with the type each is served as. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The type a file of a build is served as: the compressible kinds above, anything else as plain bytes. */
export const builtFileType = (file: string): string =>
  COMPRESSIBLE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Brotli first (smaller), then gzip; the file's own name suffix and the Content-Encoding it is sent with. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows (a q=0 refuses one; `*` allows any). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token === '' || (quality !== undefined && Number(quality.slice(2)) === 0)) continue;
    if (token === '*') ENCODINGS.forEach(({ name }) => accepted.add(name));
    else accepted.add(token);
  }
  return accepted;
}

interface CompressedVariant {
  /** Added to the file's name to name its compressed copy: '.br' or '.gz'. */
  suffix: string;
  encoding: 'br' | 'gzip';
  contentType: string;
}

/**
 * The build's compressed copy of the file `pathname` names, when the client takes its encoding and the build made
 * one. A byte range is always served from the file itself, as ranges count its bytes.
 */
export function compressedVariant(
  root: string,
  /** The decoded path, relative to root. */
  pathname: string,
  headers: { 'accept-encoding'?: string; range?: string },
): CompressedVariant | undefined {
  const contentType = COMPRESSIBLE_TYPES[path.extname(pathname).toLowerCase()];
  if (!contentType || headers.range) return undefined;
  const accepted = acceptedEncodings(headers['accept-encoding']);
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return undefined;
  for (const { name, suffix } of ENCODINGS) {
    if (accepted.has(name) && existsSync(file + suffix)) {
      return { suffix, encoding: name, contentType };
    }
  }
  return undefined;
}
