/** A request target the static hosts accept: a path on this host and nothing else. */
interface RequestTarget {
  /** The path and query exactly as the browser sent them, to forward unchanged. */
  raw: string;
  /** The raw path without the query, still percent-encoded. */
  rawPathname: string;
  /** The decoded path, for routing. */
  pathname: string;
}

/**
 * One slash, then visible ASCII with no backslash and no fragment: what a browser sends for a page of this host
 * (origin-form). It rules out absolute URLs (http://host/...), authorities (host:port), '*' and '//host/...'.
 */
const originForm = /^\/(?!\/)[\x21-\x7e]*$/;
const unsafeCharacters = /[\\#]/;

/**
 * The request target as a path on this host, or undefined for anything else: absolute or authority form, a leading
 * '//', backslashes, malformed percent escapes in the path, empty segments, and segments that decode to '.', '..',
 * or contain '/', '\' or NUL. Browsers never send those, and each one is a way to make a URL parser see another host
 * or another folder than the router does. The query is the bff's to read and passes as it came.
 */
export function originFormTarget(raw: string | undefined): RequestTarget | undefined {
  if (!raw || !originForm.test(raw) || unsafeCharacters.test(raw)) return undefined;
  const queryStart = raw.indexOf('?');
  const rawPathname = queryStart === -1 ? raw : raw.slice(0, queryStart);
  const rawSegments = rawPathname.slice(1).split('/');
  let segments: string[];
  try {
    segments = rawSegments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const last = segments.length - 1;
  const unsafe = segments.some(
    (segment, index) =>
      (segment === '' && index !== last) || segment === '.' || segment === '..' || /[/\\\0]/.test(segment),
  );
  if (unsafe) return undefined;
  return { raw, rawPathname, pathname: `/${segments.join('/')}` };
}
