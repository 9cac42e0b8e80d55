import { createParser } from 'eventsource-parser';

/** The `data` of each event of a text/event-stream, as eventsource-parser reads it (comments and retries dropped). */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      yield* events.splice(0);
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
