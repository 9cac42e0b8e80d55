const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The file names in a zip archive's central directory, or undefined when the bytes are not a well-formed zip.
 * A .docx is a zip; reading its directory is enough to tell a Word file from something renamed to .docx.
 */
export function zipEntryNames(zip: Buffer): Set<string> | undefined {
  const earliest = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  let end = -1;
  for (let at = zip.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.add(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
