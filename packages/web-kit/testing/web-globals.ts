import { ReadableStream, TextDecoderStream, TransformStream, WritableStream } from 'node:stream/web';

// Browsers have web streams; jsdom does not, and a VM context does not see Node's, so the tests get Node's.
Object.assign(globalThis, { ReadableStream, TextDecoderStream, TransformStream, WritableStream });
