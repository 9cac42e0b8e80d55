const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The text as espeak's SSML input (it always parses markup), with a map from each of that input's code points to the
 * UTF-16 index in the original text: espeak reports positions in code points of what it was given.
 */
export function toSsml(text: string): { ssml: string; originalIndex: (codePoint: number) => number } {
  let ssml = '';
  const indices: number[] = [];
  let index = 0;
  for (const char of text) {
    const written = ENTITIES[char] ?? char;
    ssml += written;
    for (let i = 0; i < [...written].length; i++) indices.push(index);
    index += char.length;
  }
  return {
    ssml,
    originalIndex: (codePoint) => indices[Math.min(Math.max(codePoint, 0), indices.length - 1)] ?? 0,
  };
}
