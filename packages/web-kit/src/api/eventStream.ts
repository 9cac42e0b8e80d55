import { EventSourceParserStream } from 'eventsource-parser/stream';

/** The `data` of each event of a text/event-stream, as eventsource-parser reads it (comments and retries dropped). */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value.data;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
