import { describe, expect, it } from 'vitest';
import { jsonPieces } from './json-pieces.ts';

const joined = (head: object, field: string, items: Iterable<unknown>) => [...jsonPieces(head, field, items)].join('');

describe('jsonPieces', () => {
  it('parses to what JSON.stringify makes of the head with the items as its last field', () => {
    const head = { duration: 12.5, title: { text: 'A "Tale"', words: [] }, skipped: undefined };
    const chapters = [{ title: 'One', start: 0, end: 6 }, { title: null, start: 6, end: 12.5 }, undefined];
    expect(JSON.parse(joined(head, 'chapters', chapters))).toEqual(JSON.parse(JSON.stringify({ ...head, chapters })));
  });

  it('writes the items one at a time, as they are made', () => {
    const made: string[] = [];
    const items = (function* () {
      for (const item of ['a', 'b']) {
        made.push(item);
        yield item;
      }
    })();
    const pieces = jsonPieces({ id: 1 }, 'items', items);
    expect(pieces.next().value).toBe('{"id":1,"items":[');
    expect(made).toEqual([]);
    expect([...pieces]).toEqual(['"a"', ',"b"', ']}']);
  });

  it('writes a head with no fields, or no items', () => {
    expect(joined({}, 'items', [1, 2])).toBe('{"items":[1,2]}');
    expect(joined({ name: 'none' }, 'items', [])).toBe('{"name":"none","items":[]}');
  });
});
