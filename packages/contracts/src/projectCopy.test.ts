import { describe, expect, it } from 'vitest';
import { moveProjectKeys } from './projectCopy.ts';

describe('moving keys to a copied project', () => {
  it("moves every key and address of the project's folder, at any depth, and nothing else", () => {
    const stored = {
      vocalKey: 'projects/a1/narration/j/vocal.mp3',
      list: ['projects/a1/x.json', 'projects/a10/y.json', 'see projects/a1/z'],
      nested: { url: 'http://s3/bucket/projects/a1/cover.png?sig=1', count: 3, none: null, yes: true },
    };
    expect(moveProjectKeys(stored, 'a1', 'b2')).toEqual({
      vocalKey: 'projects/b2/narration/j/vocal.mp3',
      list: ['projects/b2/x.json', 'projects/a10/y.json', 'see projects/b2/z'],
      nested: { url: 'http://s3/bucket/projects/b2/cover.png?sig=1', count: 3, none: null, yes: true },
    });
    expect(stored.vocalKey).toBe('projects/a1/narration/j/vocal.mp3');
  });
});
