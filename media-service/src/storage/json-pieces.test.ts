import { describe, expect, it } from 'vitest';
import { jsonPieces } from './json-pieces.ts';

const joined = <T extends object>(value: T, field: keyof T & string) => [...jsonPieces(value, field)].join('');

describe('jsonPieces', () => {
  it('parses to what JSON.stringify makes of the same value', () => {
    const timeline = {
      duration: 12.5,
      title: { text: 'A "Tale"', words: [] },
      skipped: undefined,
      chapters: [{ title: 'One', start: 0, end: 6 }, { title: null, start: 6, end: 12.5 }, undefined],
    };
    expect(JSON.parse(joined(timeline, 'chapters'))).toEqual(JSON.parse(JSON.stringify(timeline)));
  });

  it('writes the array an item at a time', () => {
    expect([...jsonPieces({ id: 1, items: ['a', 'b'] }, 'items')]).toEqual(['{"id":1,"items":[', '"a"', ',"b"', ']}']);
  });

  it('writes a value with nothing but the array, or an empty array', () => {
    expect(joined({ items: [1, 2] }, 'items')).toBe('{"items":[1,2]}');
    expect(joined({ name: 'none', items: [] }, 'items')).toBe('{"name":"none","items":[]}');
  });

  it('refuses a field that is not an array', () => {
    expect(() => joined({ items: 'no' }, 'items')).toThrow('"items" is not an array');
  });
});
