export type ExtractionErrorCode = 'invalid_docx' | 'invalid_text';

/** A script file whose text cannot be read; the message is meant for the person who uploaded it. */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';

  constructor(
    readonly code: ExtractionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
