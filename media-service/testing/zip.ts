import { crc32 } from 'node:zlib';

/** One entry as written: its data as stored (deflated or not) and the sizes its headers declare. */
interface ZipEntry {
  name: string;
  /** The bytes as they lie in the zip. */
  data: Buffer;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc: number;
  /** The uncompressed size the headers declare (a bomb may lie). */
  size: number;
}

/** A zip of the entries exactly as given: enough to build .docx look-alikes that are broken in chosen ways. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, crc, size } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A zip of stored (uncompressed) entries. */
export function storedZip(entries: Record<string, string | Buffer>): Buffer {
  return zipOf(
    Object.entries(entries).map(([name, content]) => {
      const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
      return { name, data, method: 0, crc: crc32(data), size: data.length };
    }),
  );
}
