import { describe, expect, it } from 'vitest';
import { toSsml } from './ssml.ts';

describe('toSsml', () => {
  it('escapes markup characters and maps positions back to the original text', () => {
    const text = 'a & b <c>';
    const { ssml, originalIndex } = toSsml(text);
    expect(ssml).toBe('a &amp; b &lt;c&gt;');
    expect(originalIndex(ssml.indexOf('&amp;') + 4)).toBe(text.indexOf('&'));
    expect(originalIndex(ssml.indexOf('b'))).toBe(text.indexOf('b'));
    expect(originalIndex(ssml.indexOf('c'))).toBe(text.indexOf('c'));
  });

  it('counts code points as espeak does, returning UTF-16 indices', () => {
    const text = '😀 naïve';
    const { originalIndex } = toSsml(text);
    // Code point 2 is the "n" (the emoji is one code point, two UTF-16 units).
    expect(originalIndex(2)).toBe(3);
    expect(originalIndex(99)).toBe(text.length - 1);
  });
});
