// Test helper (imported by tests only): a text/event-stream answer the test feeds event by event.
import type { NarrationStatus } from '@reeltalk/contracts';

export interface TestEventStream {
  response: Response;
  send(status: Partial<NarrationStatus>): void;
  close(): void;
}

export function testEventStream(jobId = 'job-1', projectId = 'p1'): TestEventStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(status) {
      const event: NarrationStatus = {
        jobId,
        projectId,
        state: 'active',
        stage: '',
        percent: 0,
        error: null,
        ...status,
      };
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}
