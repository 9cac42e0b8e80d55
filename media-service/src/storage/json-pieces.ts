/**
 * `value` as JSON, its array `field` one item at a time: a novel's timeline or assembled narration is tens of
 * megabytes as one string, which streamed out in pieces is never held whole. Parses to what JSON.stringify(value)
 * does (the array last).
 */
export function* jsonPieces<T extends object>(value: T, field: keyof T & string): Generator<string> {
  const { [field]: items, ...rest } = value;
  if (!Array.isArray(items)) throw new TypeError(`"${field}" is not an array`);
  const head = JSON.stringify(rest);
  yield `${head === '{}' ? '{' : `${head.slice(0, -1)},`}${JSON.stringify(field)}:[`;
  for (const [index, item] of items.entries()) yield `${index ? ',' : ''}${JSON.stringify(item) ?? 'null'}`;
  yield ']}';
}
