import { describe, expect, it } from 'vitest';
import { eventData } from './eventStream.ts';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const events: string[] = [];
  for await (const data of eventData(body)) events.push(data);
  return events;
}

describe('eventData', () => {
  it('yields the data of each event, however the bytes are split', async () => {
    expect(
      await collect(streamOf('data: {"a"', ':1}\n', '\ndata: 2\n\n: comment\n\n', 'event: x\ndata: 3\r\n\r\n')),
    ).toEqual(['{"a":1}', '2', '3']);
  });

  it('joins several data lines of one event', async () => {
    expect(await collect(streamOf('data: one\ndata: two\n\n'))).toEqual(['one\ntwo']);
  });

  it('reads a \\r\\n split across two chunks as one line ending', async () => {
    expect(await collect(streamOf('data: one\r', '\ndata: two\r', '\n\r', '\ndata: three\r\n\r\n'))).toEqual([
      'one\ntwo',
      'three',
    ]);
  });

  it('takes a lone \\r as a line ending, also split across chunks', async () => {
    expect(await collect(streamOf('data: one\r\rdata: two\r', '\rdata: three\n\n'))).toEqual(['one', 'two', 'three']);
  });

  it('drops comments (keep-alives) and ends with the stream', async () => {
    expect(await collect(streamOf(': keep-alive\n\n', 'data: only\n\n', ': keep-alive\n\n'))).toEqual(['only']);
  });
});
