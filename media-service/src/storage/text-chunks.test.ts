import { describe, expect, it } from 'vitest';
import { textChunks } from './text-chunks.ts';

describe('textChunks', () => {
  it('joins the pieces in order into chunks of at least the size asked, in UTF-8', () => {
    const pieces = ['Élan ', 'vital', '. ', 'The ', 'end', '.'];
    const chunks = [...textChunks(pieces, 8)];
    expect(Buffer.concat(chunks).toString('utf8')).toBe(pieces.join(''));
    expect(chunks.map((chunk) => chunk.toString('utf8'))).toEqual(['Élan vital', '. The end', '.']);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= 8)).toBe(true);
  });

  it('makes a chunk only when it is read, taking no more pieces than it needs', () => {
    let made = 0;
    const pieces = (function* () {
      for (let i = 0; i < 100; i++) {
        made++;
        yield 'abcd';
      }
    })();
    const chunks = textChunks(pieces, 10);
    expect(made).toBe(0);
    expect(chunks.next().value?.toString()).toBe('abcdabcdabcd');
    expect(made).toBe(3);
  });

  it('makes nothing of no text', () => {
    expect([...textChunks([], 8)]).toEqual([]);
    expect([...textChunks(['', ''], 8)]).toEqual([]);
  });
});
