import { crc32, deflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readSharedFixture } from '@reeltalk/stack';
import { peakRssGrowthMb } from '../../testing/memory.ts';
import { docxBomb } from '../../testing/zip-bomb.ts';
import { storedZip, zipOf } from '../../testing/zip.ts';
import { checkedDocx, DOCX_LIMITS } from './docx-package.ts';

const MB = 1024 * 1024;
// Far above what refusing costs (a few MB) and far below what unpacking the bombs would (300 MB).
const MEMORY_BOUND_MB = 100;
const TOO_LARGE = /^This Word document is too large to read: its text unpacks to more than 50 MB\.$/;

describe('checkedDocx', () => {
  it('gives a real Word file back with its XML parts only, which mammoth reads as before', async () => {
    const text = async (buffer: Buffer) => (await mammoth.extractRawText({ buffer })).value;
    for (const name of ['tiny-picture.docx', 'pride-and-prejudice-ch1-6.docx', 'footnotes.docx']) {
      const original = readSharedFixture(`docx/${name}`);
      const checked = await checkedDocx(original);
      expect(await text(checked), name).toBe(await text(original));
      expect(checked.includes('word/media/'), name).toBe(false);
    }
  });

  it('refuses what is not a Word document', async () => {
    for (const bytes of [Buffer.from('plain text renamed'), storedZip({ 'hello.txt': 'a zip, not a Word file' })]) {
      await expect(checkedDocx(bytes)).rejects.toMatchObject({
        code: 'not_docx',
        message: 'This file is not a Word document (.docx).',
      });
    }
  });

  it('refuses a 300 KB file that declares 300 MB of text before unpacking any of it', async () => {
    const bomb = await docxBomb({ inflates: 300 * MB });
    expect(bomb.length).toBeLessThan(MB);
    let refusal: unknown;
    const growth = await peakRssGrowthMb(() => checkedDocx(bomb).catch((error: unknown) => (refusal = error)));
    expect(refusal).toMatchObject({ code: 'too_large', message: expect.stringMatching(TOO_LARGE) });
    expect(growth).toBeLessThan(MEMORY_BOUND_MB);
  });

  it('stops unpacking a part that outgrows the size it declares', async () => {
    const bomb = await docxBomb({ inflates: 300 * MB, declares: 1000 });
    let refusal: unknown;
    const growth = await peakRssGrowthMb(() => checkedDocx(bomb).catch((error: unknown) => (refusal = error)));
    expect(refusal).toMatchObject({
      code: 'invalid_docx',
      message: 'This file is not a readable Word document (.docx).',
    });
    expect(growth).toBeLessThan(MEMORY_BOUND_MB);
  });

  it('holds two bombs at once within the same bound', async () => {
    const bombs = await Promise.all([
      docxBomb({ inflates: 300 * MB }),
      docxBomb({ inflates: 300 * MB, declares: 1000 }),
    ]);
    let refusals: PromiseSettledResult<Buffer>[] = [];
    const growth = await peakRssGrowthMb(async () => {
      refusals = await Promise.allSettled(bombs.map((bomb) => checkedDocx(bomb)));
    });
    expect(refusals.map((refusal) => refusal.status)).toEqual(['rejected', 'rejected']);
    expect(growth).toBeLessThan(MEMORY_BOUND_MB);
  });

  it('counts every part against one budget: parts that fit alone but not together are refused', async () => {
    const part = (name: string) => {
      const xml = Buffer.alloc(30 * MB, ' ');
      return { name, data: deflateRawSync(xml), method: 8 as const, crc: crc32(xml), size: xml.length };
    };
    const types = Buffer.from('<Types/>');
    const docx = zipOf([
      { name: '[Content_Types].xml', data: types, method: 0, crc: crc32(types), size: types.length },
      part('word/document.xml'),
      part('word/styles.xml'),
    ]);
    await expect(checkedDocx(docx)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('refuses a package of more entries than any Word file has', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: DOCX_LIMITS.entries + 1 }, (_, i) => [`word/media/image${i}.png`, '']),
    );
    const docx = storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', ...entries });
    await expect(checkedDocx(docx)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('never unpacks pictures: a bomb among the media is left alone', async () => {
    const word = await checkedDocx(
      zipOf([
        ...[
          ['[Content_Types].xml', '<Types/>'],
          ['word/document.xml', '<w:document/>'],
        ].map(([name, xml]) => {
          const data = Buffer.from(xml as string);
          return { name: name as string, data, method: 0 as const, crc: crc32(data), size: data.length };
        }),
        { name: 'word/media/image1.png', data: deflateRawSync(Buffer.alloc(MB)), method: 8, crc: 0, size: 10 },
      ]),
    );
    expect(word.includes('word/media/image1.png')).toBe(false);
  });
});
