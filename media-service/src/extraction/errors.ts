/**
 * not_docx: not a Word document at all; invalid_docx: a damaged one; too_large: one that unpacks past the limits;
 * invalid_text: a text file that is not text.
 */
type ExtractionErrorCode = 'not_docx' | 'invalid_docx' | 'too_large' | 'invalid_text';

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
