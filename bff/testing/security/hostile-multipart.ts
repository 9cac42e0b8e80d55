import fc from 'fast-check';
import { NASTY_TEXTS } from './hostile-json.ts';
import { preview } from './invariants.ts';

/** One part of a multipart body, its header lines written as given (so they can be as broken as a client makes them). */
export interface RawPart {
  headers: string[];
  content: Uint8Array;
}

/** A multipart/form-data request as sent: the Content-Type header and the body bytes. */
export interface MultipartRequest {
  contentType: string | undefined;
  body: Uint8Array<ArrayBuffer>;
  /** The parts it carries, whole (the body may be cut short). */
  parts: readonly RawPart[];
}

const CRLF = '\r\n';

/** The parts between boundaries, closed by the final boundary unless `closed` is false; cut to `cutAt` bytes if given. */
export function multipartBody(
  boundary: string,
  parts: readonly RawPart[],
  closed = true,
  cutAt?: number,
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    chunks.push(
      encoder.encode(`--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`),
      part.content,
      encoder.encode(CRLF),
    );
  }
  if (closed) chunks.push(encoder.encode(`--${boundary}--${CRLF}`));
  const whole = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.length;
  }
  return cutAt === undefined ? whole : whole.slice(0, cutAt % (whole.length + 1));
}

/** A text field as a browser sends it. */
export const textPart = (name: string, value: string): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: new TextEncoder().encode(value),
});

/** A file as a browser sends it: named, with its type. */
export const wholeFilePart = (field: string, file: { name: string; type: string; content: Uint8Array }): RawPart => ({
  headers: [`Content-Disposition: form-data; name="${field}"; filename="${file.name}"`, `Content-Type: ${file.type}`],
  content: file.content,
});

/** File names a careless user has (quotes, brackets, 300 characters, no extension) or an attacker writes. */
const fileName = (extensions: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      ...extensions.map((extension) => `script${extension}`),
      ...extensions.map((extension) => `Alice's Adventures (1)${extension}`),
      ...extensions.map((extension) => `${'a'.repeat(300)}${extension}`),
      ...extensions.map((extension) => `../../../etc/passwd${extension}`),
      ...extensions.map((extension) => `a\u0000b${extension}`),
      ...extensions.map((extension) => `\u202egnp${extension}`),
      'noextension',
      '',
      '.txt',
      'x.TXT',
      'x.txt.exe',
      'x.docx.',
    ),
    fc
      .tuple(
        fc.array(fc.constantFrom(...NASTY_TEXTS, 'name', '"', '\\', ';', '%22'), { maxLength: 5 }),
        fc.constantFrom(...extensions, ''),
      )
      .map(([pieces, extension]) => `${pieces.join('')}${extension}`),
  );

/** RFC 5987 percent-encoding of the name's UTF-8 bytes (a lone surrogate becomes U+FFFD, as in any UTF-8 writer). */
const percentEncoded = (name: string): string =>
  [...Buffer.from(name)]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/**
 * The Content-Disposition of a file part: the name quoted raw (quotes and all, as a broken client writes it), or as
 * RFC 5987 filename* (what the bff's own writer sends), or missing.
 */
const fileDisposition = (field: string, name: string): fc.Arbitrary<string> =>
  fc.constantFrom(
    `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
    `Content-Disposition: form-data; name="${field}"; filename*=UTF-8''${percentEncoded(name)}`,
    `Content-Disposition: form-data; name="${field}"; filename="${name.replaceAll('"', '\\"')}"; filename*=UTF-8''${percentEncoded(name)}`,
    `Content-Disposition: form-data; name="${field}"`,
    `Content-Disposition: attachment; name="${field}"; filename="${name}"`,
  );

const PART_TYPES = [
  'text/plain',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'audio/wav',
  'audio/mpeg',
  'application/pdf',
  'text/html',
  'image/png',
  '',
];

/** A file part of field `field`, its content from `contents`, its name and type often wrong. */
export const filePart = (
  field: string,
  contents: fc.Arbitrary<Uint8Array>,
  extensions: string[],
): fc.Arbitrary<RawPart> =>
  fc
    .tuple(
      fileName(extensions).chain((name) => fileDisposition(field, name)),
      fc.constantFrom(...PART_TYPES),
      contents,
    )
    .map(([disposition, type, content]) => ({
      headers: type ? [disposition, `Content-Type: ${type}`] : [disposition],
      content,
    }));

/** A text field part; its name is usually the one asked for. */
export const fieldPart = (names: string[], values: fc.Arbitrary<string>): fc.Arbitrary<RawPart> =>
  fc
    .tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, fc.constantFrom(...NASTY_TEXTS)), values)
    .map(([name, value]) => textPart(name, value));

/** `content` cut somewhere, or with bytes flipped: a truncated or damaged file. */
export const damaged = (content: Uint8Array): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    fc.nat({ max: content.length }).map((cut) => content.slice(0, cut)),
    fc
      .array(fc.tuple(fc.nat({ max: content.length - 1 }), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 20,
      })
      .map((flips) => {
        const copy = content.slice();
        for (const [at, byte] of flips) copy[at] = byte;
        return copy;
      }),
  );

const BOUNDARY = 'ReelTalkFuzzBoundary7';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** Content-Types other than the form's own: a wrong boundary, none, another kind of multipart, not multipart. */
const OTHER_TYPES = [
  'multipart/form-data; boundary=another',
  'multipart/form-data',
  'multipart/mixed; boundary=' + BOUNDARY,
  'application/json',
  'application/octet-stream',
  undefined,
];

/** Where a body stops: after its final boundary unless not `closed`; cut to `cutAt` bytes if given. */
interface Ending {
  closed: boolean;
  cutAt: number | undefined;
}
const WHOLE: Ending = { closed: true, cutAt: undefined };
const OTHER_ENDINGS: fc.Arbitrary<Ending>[] = [
  fc.constant({ closed: false, cutAt: undefined }),
  fc.nat().map((cutAt) => ({ closed: true, cutAt })),
];

/** The form's parts with some dropped, reordered, or all sent twice. */
const reshapings = (list: readonly RawPart[]): fc.Arbitrary<readonly RawPart[]>[] => [
  fc.subarray([...list]),
  fc.shuffledSubarray([...list], { minLength: list.length, maxLength: list.length }),
  fc.constant([...list, ...list]),
];

/** The request as sent, shown short in fast-check's reports. */
function multipartRequest(parts: readonly RawPart[], contentType: string | undefined, ending: Ending) {
  const request: MultipartRequest = {
    contentType,
    body: multipartBody(BOUNDARY, parts, ending.closed, ending.cutAt),
    parts,
  };
  return Object.assign(request, { [fc.toStringMethod]: () => preview(request.contentType, request.body) });
}

/**
 * Whole requests made of `parts` (usually the form expected, sometimes with parts dropped, doubled or reordered):
 * under the right boundary, a wrong one, none, or another content type; sometimes cut short before the end.
 */
export function hostileMultipart(parts: fc.Arbitrary<readonly RawPart[]>): fc.Arbitrary<MultipartRequest> {
  const reshaped = parts.chain((list) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(list) },
      ...reshapings(list).map((arbitrary) => ({ weight: 1, arbitrary })),
    ),
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant(FORM_TYPE) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_TYPES) },
  );
  const ending = fc.oneof(
    { weight: 8, arbitrary: fc.constant(WHOLE) },
    ...OTHER_ENDINGS.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
  return fc.tuple(reshaped, contentType, ending).map(([list, type, end]) => multipartRequest(list, type, end));
}

/**
 * One request of every kind hostileMultipart makes, drawn with `seed`: each of `forms` (the form as the route expects
 * it, with each kind of file, say) sent as it is, then the first reshaped each way, under each other Content-Type and
 * with each other ending. A short run that starts with these meets every kind.
 */
export function everyMultipartKind(forms: Array<readonly RawPart[]>, seed: number): MultipartRequest[] {
  const draw = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
  const [first] = forms;
  if (!first) throw new Error('everyMultipartKind needs a form');
  return [
    ...forms.map((form) => multipartRequest(form, FORM_TYPE, WHOLE)),
    ...reshapings(first).map((reshaping) => multipartRequest(draw(reshaping), FORM_TYPE, WHOLE)),
    ...OTHER_TYPES.map((type) => multipartRequest(first, type, WHOLE)),
    ...OTHER_ENDINGS.map((ending) => multipartRequest(first, FORM_TYPE, draw(ending))),
  ];
}
