/**
 * `head` with `items` as its last field `field`, as JSON written one item at a time: a novel's timeline or
 * assembled narration is tens of megabytes as one string, which streamed out in pieces is never held whole (and the
 * items may be made as they are written). Parses to what JSON.stringify({ ...head, [field]: [...items] }) does.
 */
export function* jsonPieces(head: object, field: string, items: Iterable<unknown>): Generator<string> {
  const fields = JSON.stringify(head);
  yield `${fields === '{}' ? '{' : `${fields.slice(0, -1)},`}${JSON.stringify(field)}:[`;
  let first = true;
  for (const item of items) {
    yield `${first ? '' : ','}${JSON.stringify(item) ?? 'null'}`;
    first = false;
  }
  yield ']}';
}
