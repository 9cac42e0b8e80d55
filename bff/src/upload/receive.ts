import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { SCRIPT_FILE_MESSAGES, SCRIPT_UPLOAD_MESSAGES } from '@reeltalk/contracts';
import { BadRequest, PayloadTooLarge } from '@reeltalk/server-kit';
import { multipartParser } from '../http.ts';

/** Room for the form around the file: boundaries, part headers (a long file name) and the small fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The file part of an upload, read as it arrives. */
export interface IncomingFile {
  name: string;
  content: Readable;
  /** True once the file went over the size limit; its content then ends early. */
  tooLarge(): boolean;
}

export interface UploadHandlers<Target, Result> {
  /** Runs on the projectId field (which must come before the file): finds the target, or throws. */
  target(projectId: string): Promise<Target>;
  /** Runs on the file part; must read the content, or leave it to be dropped by throwing. */
  file(target: Target, file: IncomingFile): Promise<Result>;
}

/**
 * Reads a multipart/form-data upload as it arrives, never holding the whole file: the projectId field first, then
 * the `file` part, of which no more than `maxFileBytes` + 1 bytes are passed on. Settles once the body has been read
 * to its end, so the client always receives the answer (whatever is left of a refused file is read and dropped).
 */
export function receiveUpload<Target, Result>(
  request: IncomingMessage,
  maxFileBytes: number,
  handlers: UploadHandlers<Target, Result>,
): Promise<Result> {
  // A body declared larger than the file limit and its form's fields cannot hold a file within the limit.
  if (Number(request.headers['content-length']) > maxFileBytes + FORM_OVERHEAD_BYTES) {
    return Promise.reject(new PayloadTooLarge(SCRIPT_FILE_MESSAGES.size));
  }
  return new Promise<Result>((resolve, reject) => {
    const parser = multipartParser(
      request,
      // busboy reports the limit once a file reaches it: one byte more tells a file over the limit from one at it.
      { files: 1, fields: 10, fieldSize: 1024, fileSize: maxFileBytes + 1 },
      SCRIPT_UPLOAD_MESSAGES.notMultipart,
    );
    let target: Promise<Target> | undefined;
    let outcome: Promise<Result> | undefined;

    parser.on('field', (name, value) => {
      if (name !== 'projectId' || target || outcome || value === '') return;
      target = handlers.target(value);
      // Its failure is reported through the file's outcome (or on close when no file follows).
      target.catch(() => undefined);
    });

    parser.on('file', (name, content, info) => {
      // A body that ends mid-file fails the file's stream as well as the parser: the parser's error answers the
      // request, and the stream's must not go unheard, which would end the process.
      content.on('error', () => undefined);
      if (name !== 'file' || outcome) {
        content.resume();
        return;
      }
      let overLimit = false;
      content.once('limit', () => (overLimit = true));
      const file: IncomingFile = { name: info.filename ?? '', content, tooLarge: () => overLimit };
      outcome = target
        ? target.then((found) => handlers.file(found, file))
        : Promise.reject(new BadRequest(SCRIPT_UPLOAD_MESSAGES.projectIdFirst));
      // Whatever happened, the rest of the file is read (and dropped) so the body can be parsed to its end.
      outcome.catch(() => undefined).finally(() => content.resume());
    });

    parser.on('close', () => {
      if (outcome) outcome.then(resolve, reject);
      else if (target) target.then(() => reject(new BadRequest(SCRIPT_UPLOAD_MESSAGES.missingFile)), reject);
      else reject(new BadRequest(SCRIPT_UPLOAD_MESSAGES.missingProjectId));
    });
    parser.on('error', () => reject(new BadRequest('The upload could not be read. Please try again.')));
    // A client that goes away mid-upload ends the file with an error, so nothing half-sent is kept.
    request.once('error', (error) => parser.destroy(error));
    request.pipe(parser);
  });
}
