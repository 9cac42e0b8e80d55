import fc from 'fast-check';
import { preview } from './invariants.ts';

/** Text a careless user or an attacker sends: control characters, lone surrogates, bidi overrides, markup, paths. */
export const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'name \ud83d',
  '\u202eevil.txt',
  '\u200b',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\r\n\t',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table projects; --",
  '%00',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '__proto__',
  'constructor',
  'projects/../voices/samples/x.wav',
  '\u0301\u0301\u0301',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖍𝖊 𝕭𝖔𝖔𝖐',
];

/** A string: random code points, nasty pieces run together, or a long run of one letter (up to 300,000). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.constantFrom(...NASTY_TEXTS, 'a', 'B', ' ', 'Book'), { maxLength: 12 })
      .map((pieces) => pieces.join('')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 300_000 }).map((length) => 'a'.repeat(length)) },
);

/** Numbers as JSON text, including ones JSON.stringify never writes: 1e309 parses to Infinity, -0 to -0. */
const hostileNumber: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.constantFrom('1e309', '-1e309', '-0', '1E400', '1e-400', '12345678901234567890123456789', '0.1e1', '8.64e15'),
);

/** Keys that pollute prototypes or confuse lookups, next to the schema's own. */
const hostileKey = (schemaKeys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...schemaKeys),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      '',
      'a.b',
      '$where',
      '\u0000',
    ),
    hostileString,
  );

/** A pollution attempt: if the server merged it into a plain object, every object would gain `polluted`. */
export const POLLUTERS = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"__proto__":{"polluted":"yes"}}}',
];

/** Nesting `depth` deep, as arrays or objects (5,000 deep is what a careless client once sent). */
export const deepJson = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Any JSON value as text, its strings and numbers hostile. */
const hostileValue = (schemaKeys: string[]): fc.Arbitrary<string> =>
  fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString.map((text) => JSON.stringify(text)),
      hostileNumber,
      fc.constantFrom('true', 'false', 'null', ...POLLUTERS),
      fc
        .tuple(fc.integer({ min: 2, max: 100_000 }), fc.constantFrom('array' as const, 'object' as const))
        .map(([depth, kind]) => deepJson(depth, kind)),
      tie('array'),
      tie('object'),
    ),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(hostileKey(schemaKeys), tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  })).value;

/** A request body and the Content-Type it is sent with (none when undefined). */
export interface HostileBody {
  contentType: string | undefined;
  body: Uint8Array<ArrayBuffer>;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
];

/** The texts of a body for a JSON route, by kind, each with how often hostileJsonBody picks it. */
function hostileJsonTexts(schemaKeys: string[], valid: Record<string, unknown>): fc.WeightedArbitrary<string>[] {
  const value = hostileValue(schemaKeys);
  const field = (key: string, json: string) => `${JSON.stringify(key)}:${json}`;
  const validFields = Object.entries(valid).map(([key, json]) => field(key, JSON.stringify(json)));
  // One field hostile and the rest valid reaches that field's own checks; added keys reach the unknown-key refusal.
  const oneField = fc.tuple(fc.nat(), value).map(([index, json]) => {
    const fields = [...validFields];
    const key = Object.keys(valid)[index % fields.length] as string;
    fields[index % fields.length] = field(key, json);
    return `{${fields.join(',')}}`;
  });
  const mutated = fc
    .tuple(fc.subarray(validFields), fc.array(fc.tuple(hostileKey(schemaKeys), value), { minLength: 1, maxLength: 4 }))
    .map(([kept, added]) => `{${[...kept, ...added.map(([key, json]) => field(key, json))].join(',')}}`);
  return [
    { weight: 8, arbitrary: oneField },
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: value },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...schemaKeys), fc.integer({ min: 1000, max: 200_000 }))
        .map(([key, depth]) => `{${JSON.stringify(key)}:${deepJson(depth, 'object')}}`),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.tuple(mutated, fc.nat()).map(([json, cut]) => json.slice(0, cut % Math.max(1, json.length))),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 1_200_000 }).map((size) => `"${'a'.repeat(size)}"`) },
  ];
}

const encode = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** The text with junk bytes (often not UTF-8) pushed in after its first two. */
const withJunk = (text: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array<ArrayBuffer>> =>
  fc.tuple(text, fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([json, junk]) => {
    const encoded = encode(json);
    const bytes = new Uint8Array(encoded.length + junk.length);
    bytes.set(encoded.subarray(0, 2));
    bytes.set(junk, 2);
    bytes.set(encoded.subarray(2), 2 + junk.length);
    return bytes;
  });

/** The body as sent, shown short in fast-check's reports (bodies run to a megabyte). */
const hostileBody = (
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): HostileBody & fc.WithToStringMethod => ({
  contentType,
  body,
  [fc.toStringMethod]: () => preview(contentType, body),
});

/**
 * Bodies for a JSON route whose schema has `schemaKeys` and accepts `valid`: the valid body with fields swapped for
 * hostile values, duplicated or added (pollution keys among them); or hostile JSON of any shape; or no JSON at all
 * (truncated, garbage, bytes that are not UTF-8, over the 1 MB limit). Mostly sent as application/json.
 */
export function hostileJsonBody(schemaKeys: string[], valid: Record<string, unknown>): fc.Arbitrary<HostileBody> {
  const text = fc.oneof(...hostileJsonTexts(schemaKeys, valid));
  const bytes = fc.oneof({ weight: 9, arbitrary: text.map(encode) }, { weight: 1, arbitrary: withJunk(text) });
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  return fc.record({ contentType, body: bytes }).map((request) => hostileBody(request.contentType, request.body));
}

/**
 * One body of every kind hostileJsonBody makes, drawn with `seed`: each kind of text as application/json, a text
 * under each other Content-Type, and one with junk bytes. A short run that starts with these meets every kind.
 */
export function everyHostileJsonKind(
  schemaKeys: string[],
  valid: Record<string, unknown>,
  seed: number,
): HostileBody[] {
  const kinds = hostileJsonTexts(schemaKeys, valid);
  const text = fc.oneof(...kinds);
  const otherTypes = CONTENT_TYPES.filter((type) => type !== 'application/json');
  const draw = <T>(arbitrary: fc.Arbitrary<T>, count = 1): T[] => fc.sample(arbitrary, { seed, numRuns: count });
  const underOtherTypes = draw(text.map(encode), otherTypes.length);
  return [
    ...kinds.flatMap(({ arbitrary }) =>
      draw(arbitrary.map(encode)).map((body) => hostileBody('application/json', body)),
    ),
    ...otherTypes.map((type, index) => hostileBody(type, underOtherTypes[index]!)),
    ...draw(withJunk(text)).map((body) => hostileBody('application/json', body)),
  ];
}
