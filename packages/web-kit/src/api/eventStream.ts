/**
 * Splits a text/event-stream into the `data` of each event (several data lines join with '\n'). Lines may end in
 * '\n', '\r\n' or '\r', and a chunk may end between the '\r' and the '\n' of one line ending.
 */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // A '\r' that ends a chunk waits for the next one: a '\n' there belongs to the same line ending.
  let carriageReturn = '';
  try {
    for (let done = false; !done;) {
      const chunk = await reader.read();
      done = chunk.done;
      let text = carriageReturn + (done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      carriageReturn = !done && text.endsWith('\r') ? '\r' : '';
      if (carriageReturn) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const data = buffer
          .slice(0, boundary)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''));
        buffer = buffer.slice(boundary + 2);
        if (data.length > 0) yield data.join('\n');
        boundary = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}
