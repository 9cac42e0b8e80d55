/** Bytes a streamed upload is handed at a time: far fewer objects than a novel's 120,000 subtitle cues. */
const TEXT_CHUNK_BYTES = 64 * 1024;

/**
 * Pieces of text (a cue, a chapter's JSON) as UTF-8 chunks of at least `bytes` (the last may be shorter), joined in
 * order and made only as they are read. Each piece as its own Buffer would cost a JS object per subtitle cue, and the
 * upload holds a whole part of them at once.
 */
export function* textChunks(pieces: Iterable<string>, bytes = TEXT_CHUNK_BYTES): Generator<Buffer> {
  let waiting: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    waiting.push(piece);
    size += Buffer.byteLength(piece);
    if (size < bytes) continue;
    yield Buffer.from(waiting.join(''));
    waiting = [];
    size = 0;
  }
  if (size > 0) yield Buffer.from(waiting.join(''));
}
