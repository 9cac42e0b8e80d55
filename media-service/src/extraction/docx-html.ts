import { Worker } from 'node:worker_threads';
import { ExtractionError } from './errors.ts';

const THREAD = new URL('./docx-thread.mjs', import.meta.url);

// One conversion at a time: mammoth needs many times the XML it reads, and several at once would add up.
let previous: Promise<unknown> = Promise.resolve();

function convert(docx: Buffer, heapMb: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, { workerData: docx, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    worker.once('message', (answer: { html?: string; failure?: string }) => {
      if (answer.html !== undefined) resolve(answer.html);
      else reject(new ExtractionError('invalid_docx', 'This file is not a readable Word document (.docx).'));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ExtractionError('too_large', 'This Word document is too large to read.', { cause: error })
          : error,
      );
    });
    // Settles the promise if the thread ends without a word (a promise already settled stays as it is).
    worker.once('exit', (code) => reject(new Error(`The Word reader thread stopped (exit code ${code}).`)));
  });
}

/**
 * mammoth's HTML of a checked Word package, made in a thread whose heap stops at `heapMb`: a document that needs more
 * is refused as too large instead of taking the service's memory.
 */
export function docxHtml(docx: Buffer, heapMb: number): Promise<string> {
  const run = () => convert(docx, heapMb);
  const html = previous.then(run, run);
  previous = html.catch(() => undefined);
  return html;
}
