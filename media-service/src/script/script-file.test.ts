import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { SCRIPT_FILE_MESSAGES, type ScriptUnit } from '@reeltalk/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { extractScript } from '../extraction/index.ts';
import { narrationUnits } from '../narration/units.ts';
import { ObjectStorage } from '../storage/object-storage.ts';
import { readSharedFixture } from '@reeltalk/stack';
import { peakRssGrowthMb } from '../../testing/memory.ts';
import { testConfig } from '../../testing/test-app.ts';
import { docxBomb } from '../../testing/zip-bomb.ts';
import { extractedUnitsKey } from './extracted-units.ts';
import { storeScript, type StoredScript } from './script-file.ts';
import { scriptReader } from './script-versions.ts';

const MB = 1024 * 1024;
// Far above what refusing costs and far below what unpacking the bombs would (300 MB each).
const MEMORY_BOUND_MB = 100;
const SCRIPT = 'Chapter 1\r\n\r\n“Naïve café owners,” said Zoë — “€5 each.”\r\n';
const WINDOWS_1252: Record<string, number> = { '“': 0x93, '”': 0x94, '—': 0x97, '€': 0x80 };

describe('storeScript', () => {
  const storage = new ObjectStorage(testConfig().s3);
  const projectIds: string[] = [];
  afterAll(async () => {
    for (const projectId of projectIds) await storage.deletePrefix(`projects/${projectId}/`);
    storage.destroy();
  });

  /** Stores `bytes` as an upload in 64 KB pieces; answers what was stored or the refusal. */
  const store = async (name: string, bytes: Buffer) => {
    const projectId = randomUUID();
    projectIds.push(projectId);
    const pieces = Array.from({ length: Math.ceil(bytes.length / (64 * 1024)) }, (_, i) =>
      bytes.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
    );
    const stored = await storeScript(storage, projectId, Readable.from(pieces), name).catch((error: unknown) => error);
    const keys: string[] = [];
    for await (const key of storage.list(`projects/${projectId}/`)) keys.push(key);
    return { projectId, stored, keys };
  };

  it.each([
    ['UTF-16 LE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SCRIPT, 'utf16le')])],
    ['UTF-16 BE', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(SCRIPT, 'utf16le').swap16()])],
    ['Windows-1252', Buffer.from(Array.from(SCRIPT, (c) => WINDOWS_1252[c] ?? (c.codePointAt(0) as number)))],
  ])('accepts a %s text file as sent and extracts its text', async (_, bytes) => {
    const { stored, keys } = await store('Alice.txt', bytes);
    expect(stored).toMatchObject({ type: 'txt', size: bytes.length });
    expect(keys).toHaveLength(1);
    const kept = await storage.getBuffer(keys[0] as string);
    expect(kept.equals(bytes)).toBe(true);
    expect((await extractScript(kept, 'txt')).text).toBe('Chapter 1\n\n“Naïve café owners,” said Zoë — “€5 each.”');
  });

  it("keeps a .docx's units beside it, which narration then reads instead of extracting the document again", async () => {
    const bytes = readSharedFixture('docx/single-paragraph.docx');
    const { projectId, stored, keys } = await store('Story.docx', bytes);
    const { key } = stored as StoredScript;
    const unitsKey = extractedUnitsKey(key);
    expect(keys.sort()).toEqual([key, unitsKey].sort());
    const extracted = narrationUnits(await extractScript(bytes, 'docx')).map((unit) => ({ ...unit, take: 0 }));
    expect(extracted.length).toBeGreaterThan(0);
    expect(JSON.parse((await storage.getBuffer(unitsKey)).toString())).toEqual(extracted);

    const kept: ScriptUnit[] = [{ chapter: null, heading: false, text: 'What was kept.', take: 0 }];
    await storage.put(unitsKey, JSON.stringify(kept), 'application/json');
    expect(await scriptReader(projectId, key)?.(storage)).toEqual(kept);
  });

  it('still refuses binary data named .txt, storing nothing', async () => {
    for (const bytes of [readSharedFixture('docx/tiny-picture.docx'), Buffer.from('text with a \u0000 byte')]) {
      const { stored, keys } = await store('binary.txt', bytes);
      expect(stored).toMatchObject({ status: 415, message: SCRIPT_FILE_MESSAGES.type });
      expect(keys).toEqual([]);
    }
  });

  describe('a .docx that unpacks to hundreds of MB', () => {
    const tooLarge = {
      status: 422,
      message: 'This Word document is too large to read: its text unpacks to more than 50 MB.',
    };
    const lying = { status: 422, message: 'This file is not a readable Word document (.docx).' };

    it('is refused with a clear message, storing nothing, while memory stays within bounds', async () => {
      const bombs = [await docxBomb({ inflates: 300 * MB }), await docxBomb({ inflates: 300 * MB, declares: 1000 })];
      for (const [bomb, refusal] of [
        [bombs[0], tooLarge],
        [bombs[1], lying],
      ] as const) {
        let result: Awaited<ReturnType<typeof store>> | undefined;
        const growth = await peakRssGrowthMb(async () => (result = await store('bomb.docx', bomb as Buffer)));
        expect(result?.stored).toMatchObject(refusal);
        expect(result?.keys).toEqual([]);
        expect(growth).toBeLessThan(MEMORY_BOUND_MB);
      }
    });

    it('two at once stay within the same bound', async () => {
      const bombs = [await docxBomb({ inflates: 300 * MB }), await docxBomb({ inflates: 300 * MB, declares: 1000 })];
      let results: Array<Awaited<ReturnType<typeof store>>> = [];
      const growth = await peakRssGrowthMb(async () => {
        results = await Promise.all(bombs.map((bomb) => store('bomb.docx', bomb)));
      });
      expect(results.map((result) => result.stored)).toEqual([
        expect.objectContaining(tooLarge),
        expect.objectContaining(lying),
      ]);
      expect(results.flatMap((result) => result.keys)).toEqual([]);
      expect(growth).toBeLessThan(MEMORY_BOUND_MB);
    });
  });
});
