import type { IncomingMessage } from 'node:http';
import { CUSTOM_VOICE_FILE_MESSAGES, CUSTOM_VOICE_MAX_BYTES, PROCESS_VOICE_MESSAGES } from '@reeltalk/contracts';
import { BadRequest, PayloadTooLarge } from '@reeltalk/server-kit';
import { multipartParser } from '../http.ts';

/** The custom voice file as sent: small enough (3 MB) to hold whole while its content is checked. */
export interface VoiceFile {
  name: string;
  /** The type the browser gave the part (from the file's extension). */
  contentType: string;
  bytes: Buffer<ArrayBuffer>;
}

export interface VoiceForm<Target> {
  target: Target;
  /** Every text field, projectId included. */
  fields: Record<string, string>;
  file: VoiceFile | undefined;
}

const FILE_FIELD = 'customVoiceFile';

/**
 * Reads POST /api/process-voice-emotion's multipart/form-data: projectId first (looked up with `target` at once, so a
 * project that is not the caller's is refused whatever follows), the other text fields, and the optional
 * customVoiceFile, of which no more than the limit is kept. Settles once the body has been read to its end.
 */
export function receiveVoiceForm<Target>(
  request: IncomingMessage,
  target: (projectId: string) => Promise<Target>,
): Promise<VoiceForm<Target>> {
  return new Promise((resolve, reject) => {
    const parser = multipartParser(
      request,
      { files: 1, fields: 10, fieldSize: 10_000, fileSize: CUSTOM_VOICE_MAX_BYTES + 1 },
      PROCESS_VOICE_MESSAGES.notMultipart,
    );
    let found: Promise<Target> | undefined;
    let refusal: Error | undefined;
    const fields: Record<string, string> = {};
    let file: Promise<VoiceFile | undefined> = Promise.resolve(undefined);
    let tooLarge = false;

    const beforeProjectId = () => {
      if (!found) refusal ??= new BadRequest(PROCESS_VOICE_MESSAGES.missingProjectId);
      return found === undefined;
    };

    parser.on('field', (name, value) => {
      if (!found && !refusal && name === 'projectId' && value !== '') {
        found = target(value);
        // Its failure is reported once the body is read.
        found.catch(() => undefined);
      } else if (beforeProjectId()) {
        return;
      }
      fields[name] = value;
    });

    parser.on('file', (name, content, info) => {
      // A body that ends mid-file fails the file's stream as well as the parser: the parser's error answers the
      // request, and the stream's must not go unheard, which would end the process.
      content.on('error', () => undefined);
      if (beforeProjectId() || name !== FILE_FIELD) {
        if (name !== FILE_FIELD) refusal ??= new BadRequest(`Unknown field: ${name}`);
        content.resume();
        return;
      }
      const chunks: Buffer[] = [];
      content.on('data', (chunk: Buffer) => chunks.push(chunk));
      content.once('limit', () => (tooLarge = true));
      file = new Promise((done) =>
        content.once('close', () => {
          const bytes = Buffer.concat(chunks);
          // A form with an empty file input sends an empty, nameless part: no file.
          done(
            bytes.length === 0 && !info.filename
              ? undefined
              : { name: info.filename ?? '', contentType: info.mimeType, bytes },
          );
        }),
      );
    });

    parser.on('close', () => {
      const settle = async (): Promise<VoiceForm<Target>> => {
        if (refusal) throw refusal;
        if (!found) throw new BadRequest(PROCESS_VOICE_MESSAGES.missingProjectId);
        const owned = await found;
        if (tooLarge) throw new PayloadTooLarge(CUSTOM_VOICE_FILE_MESSAGES.size);
        return { target: owned, fields, file: await file };
      };
      settle().then(resolve, reject);
    });
    parser.on('error', () => reject(new BadRequest('The form could not be read. Please try again.')));
    // A client that goes away mid-upload fails the parser, so nothing half-sent is used.
    request.once('error', (error) => parser.destroy(error));
    request.pipe(parser);
  });
}
