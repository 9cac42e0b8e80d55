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

interface UploadHandlers<Target, Result> {
  /** Runs on the target field (which must come before the file): finds the target, or throws. */
  target(id: string): Promise<Target>;
  /** Runs on the file part; must read the content, or leave it to be dropped by throwing. */
  file(target: Target, file: IncomingFile): Promise<Result>;
}

/**
 * The whole file in memory, for small files (an image of a few MB): it holds at most the limit and one byte, as the
 * form reader passes them on, and a file over the limit is refused with `tooLargeMessage`.
 */
export async function fileBytes(file: IncomingFile, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  // Not destroyed when the reader stops early: the upload parser still drains it.
  for await (const chunk of file.content.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    chunks.push(chunk);
  }
  if (file.tooLarge()) throw new PayloadTooLarge(tooLargeMessage);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The fields of an upload form and what it answers when they are not as they should be. */
export interface UploadForm {
  fileField: string;
  /** The text field naming the target, which must come before the file; null when the target needs no field. */
  targetField: string | null;
  messages: { size: string; notMultipart: string; targetFirst: string; missingTarget: string; missingFile: string };
}

/** The script upload's form: projectId, then file. */
const SCRIPT_FORM: UploadForm = {
  fileField: 'file',
  targetField: 'projectId',
  messages: {
    size: SCRIPT_FILE_MESSAGES.size,
    notMultipart: SCRIPT_UPLOAD_MESSAGES.notMultipart,
    targetFirst: SCRIPT_UPLOAD_MESSAGES.projectIdFirst,
    missingTarget: SCRIPT_UPLOAD_MESSAGES.missingProjectId,
    missingFile: SCRIPT_UPLOAD_MESSAGES.missingFile,
  },
};

/**
 * Reads a multipart/form-data upload as it arrives, never holding the whole file: the target field first (the
 * script's projectId), then the file part, of which no more than `maxFileBytes` + 1 bytes are passed on. Settles once
 * the body has been read to its end, so the client always receives the answer (whatever is left of a refused file is
 * read and dropped).
 */
export function receiveUpload<Target, Result>(
  request: IncomingMessage,
  maxFileBytes: number,
  handlers: UploadHandlers<Target, Result>,
  form: UploadForm = SCRIPT_FORM,
): Promise<Result> {
  const { messages } = form;
  // A body declared larger than the file limit and its form's fields cannot hold a file within the limit.
  if (Number(request.headers['content-length']) > maxFileBytes + FORM_OVERHEAD_BYTES) {
    return Promise.reject(new PayloadTooLarge(messages.size));
  }
  return new Promise<Result>((resolve, reject) => {
    const parser = multipartParser(
      request,
      // busboy reports the limit once a file reaches it: one byte more tells a file over the limit from one at it.
      { files: 1, fields: 10, fieldSize: 1024, fileSize: maxFileBytes + 1 },
      messages.notMultipart,
    );
    let target: Promise<Target> | undefined;
    let outcome: Promise<Result> | undefined;
    const lookUp = (id: string) => {
      target = handlers.target(id);
      // Its failure is reported through the file's outcome (or on close when no file follows).
      target.catch(() => undefined);
    };
    if (form.targetField === null) lookUp('');

    parser.on('field', (name, value) => {
      if (name !== form.targetField || target || outcome || value === '') return;
      lookUp(value);
    });

    parser.on('file', (name, content, info) => {
      // A body that ends mid-file fails the file's stream as well as the parser: the parser's error answers the
      // request, and the stream's must not go unheard, which would end the process.
      content.on('error', () => undefined);
      if (name !== form.fileField || outcome) {
        content.resume();
        return;
      }
      let overLimit = false;
      content.once('limit', () => (overLimit = true));
      const file: IncomingFile = { name: info.filename ?? '', content, tooLarge: () => overLimit };
      outcome = target
        ? target.then((found) => handlers.file(found, file))
        : Promise.reject(new BadRequest(messages.targetFirst));
      // Whatever happened, the rest of the file is read (and dropped) so the body can be parsed to its end.
      outcome.catch(() => undefined).finally(() => content.resume());
    });

    parser.on('close', () => {
      if (outcome) outcome.then(resolve, reject);
      else if (target) target.then(() => reject(new BadRequest(messages.missingFile)), reject);
      else reject(new BadRequest(messages.missingTarget));
    });
    parser.on('error', () => reject(new BadRequest('The upload could not be read. Please try again.')));
    // A client that goes away mid-upload ends the file with an error, so nothing half-sent is kept.
    request.once('error', (error) => parser.destroy(error));
    request.pipe(parser);
  });
}
