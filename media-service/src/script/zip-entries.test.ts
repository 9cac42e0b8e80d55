import { describe, expect, it } from 'vitest';
import { fixture } from '../testing/fixtures.ts';
import { storedZip } from '../testing/zip.ts';
import { zipEntryNames } from './zip-entries.ts';

describe('zipEntryNames', () => {
  it('lists the parts of a real Word file', () => {
    const docx = fixture('docx/single-paragraph.docx');
    const names = zipEntryNames(docx);
    expect(names?.has('[Content_Types].xml')).toBe(true);
    expect(names?.has('word/document.xml')).toBe(true);
  });

  it('lists the entries of a zip written here', () => {
    expect(zipEntryNames(storedZip({ 'a.txt': 'a', 'dir/b.xml': '<b/>' }))).toEqual(new Set(['a.txt', 'dir/b.xml']));
  });

  it('says undefined for bytes that are not a zip, or a zip cut short', () => {
    expect(zipEntryNames(Buffer.from('just some text, renamed to .docx'))).toBeUndefined();
    expect(zipEntryNames(Buffer.alloc(0))).toBeUndefined();
    const zip = storedZip({ 'word/document.xml': '<w:document/>' });
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(zip.length * 2, zip.length - 6);
    expect(zipEntryNames(broken)).toBeUndefined();
  });
});
