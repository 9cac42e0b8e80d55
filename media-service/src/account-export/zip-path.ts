/**
 * A path inside the export ZIP that no unzip tool can take outside its folder or choke on: relative, plain segments
 * (no '.', '..', backslash, drive colon or control character), at most 300 characters.
 */
export function isSafeZipPath(path: string): boolean {
  if (path.length === 0 || path.length > 300) return false;
  return path
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\:\p{Cc}]/u.test(segment));
}
