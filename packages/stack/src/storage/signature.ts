import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Sha256 } from '@smithy/core/checksum';
import { escapeUri, HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';

export interface StorageCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** What the gate needs of a request: its method, the request target as sent, its headers. */
export interface SignedRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** A refusal in S3's words: its error code and message. */
export interface Refusal {
  code: string;
  message: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const PAYLOAD_HEADER = 'x-amz-content-sha256';
/** S3 refuses a signed request whose date is further than this from its own clock. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
/** S3's longest presigned URL: seven days. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const refuse = (code: string, message: string): Refusal => ({ code, message });
const ACCESS_DENIED = refuse('AccessDenied', 'Access Denied');
const MISMATCH = refuse(
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
);

const parseAmzDate = (value: string | undefined): Date | undefined => {
  const parts = AMZ_DATE.exec(value ?? '');
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, ...number[]];
  return new Date(Date.UTC(year, month! - 1, day, hour, minute, second));
};

/** The query as the signer takes it: decoded names and values, a repeated name as a list. */
function parseQuery(raw: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * Checks AWS Signature Version 4 as S3 does, in the Authorization header or in a presigned URL's query: the access
 * key, the credential's scope, the date (15 minutes of skew; a presigned URL's expiry), and the signature itself,
 * recomputed with our secret over the same canonical request. Payload hashes are taken as declared, as s3rver and
 * S3's UNSIGNED-PAYLOAD mode do: the signature covers who may do what, not the bytes of a body.
 */
export function createSignatureCheck(credentials: StorageCredentials) {
  const signer = new SignatureV4({
    credentials,
    region: credentials.region,
    service: 's3',
    sha256: Sha256,
    // S3 signs the path as it is encoded once, and adds no header of its own to what the client signed.
    uriEscapePath: false,
    applyChecksum: false,
  });

  /** Checks `Credential=<key>/<yyyymmdd>/<region>/s3/aws4_request` against our key and the request's date. */
  const scopeProblem = (credential: string, date: string): Refusal | undefined => {
    const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
    if (accessKeyId !== credentials.accessKeyId) {
      return refuse('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    if (day !== date.slice(0, 8) || region !== credentials.region || service !== 's3') {
      return refuse('AuthorizationHeaderMalformed', `The credential scope ${credential} is not valid here.`);
    }
    if (terminator !== 'aws4_request' || rest.length > 0) return refuse('AuthorizationHeaderMalformed', 'Bad scope.');
    return undefined;
  };

  const same = (expected: string | undefined, given: string) =>
    expected !== undefined &&
    expected.length === given.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(given));

  /** Answers undefined when the request is signed with our credentials and still valid, else why not. */
  return async function check(request: SignedRequest, now: Date = new Date()): Promise<Refusal | undefined> {
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split(/\?(.*)/s);
    let path: string;
    try {
      // S3 signs each segment encoded by RFC 3986; browsers and clients differ in what they leave unencoded.
      path = rawPath
        .split('/')
        .map((segment) => escapeUri(decodeURIComponent(segment)))
        .join('/');
    } catch {
      return refuse('InvalidURI', 'Could not parse the specified URI.');
    }
    const query = parseQuery(rawQuery);
    const authorization = request.headers.authorization;
    const presigned = 'X-Amz-Signature' in query || 'X-Amz-Algorithm' in query;
    if (!authorization && !presigned) return ACCESS_DENIED;
    if (authorization && presigned) {
      return refuse('InvalidArgument', 'Only one auth mechanism allowed: the query or the Authorization header.');
    }

    let credential, signedHeaders, signature, amzDate, expiresIn: number | undefined;
    if (authorization) {
      const parts = AUTHORIZATION.exec(authorization);
      if (!parts) return refuse('AuthorizationHeaderMalformed', 'The authorization header is malformed.');
      [, credential, signedHeaders, signature] = parts as unknown as [string, string, string, string];
      amzDate = single(request.headers['x-amz-date']);
    } else {
      credential = single(query['X-Amz-Credential']);
      signedHeaders = single(query['X-Amz-SignedHeaders']);
      signature = single(query['X-Amz-Signature']);
      amzDate = single(query['X-Amz-Date']);
      expiresIn = Number(single(query['X-Amz-Expires']));
      delete query['X-Amz-Signature'];
      const wellFormed =
        single(query['X-Amz-Algorithm']) === ALGORITHM &&
        credential &&
        signedHeaders &&
        /^[0-9a-f]{64}$/.test(signature ?? '') &&
        Number.isInteger(expiresIn) &&
        expiresIn > 0 &&
        expiresIn <= MAX_EXPIRES_SECONDS;
      if (!wellFormed) {
        return refuse('AuthorizationQueryParametersError', 'The presigned URL is missing or has a malformed part.');
      }
    }
    const signingDate = parseAmzDate(amzDate);
    if (!credential || !signedHeaders || !signature || !amzDate || !signingDate) {
      return refuse('AccessDenied', 'AWS authentication requires a valid X-Amz-Date.');
    }
    const scope = scopeProblem(credential, amzDate);
    if (scope) return scope;
    const age = now.getTime() - signingDate.getTime();
    if (age < -MAX_CLOCK_SKEW_MS || (expiresIn === undefined && age > MAX_CLOCK_SKEW_MS)) {
      return refuse(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    if (expiresIn !== undefined && age > expiresIn * 1000) return refuse('AccessDenied', 'Request has expired');

    const names = signedHeaders.split(';');
    if (!names.includes('host')) return refuse('AccessDenied', 'The host header must be signed.');
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = request.headers[name];
      if (value === undefined) return MISMATCH;
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const toSign = new HttpRequest({
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: '',
      path,
      query,
      headers,
    });
    const signable = new Set(names);
    let expected: string | undefined;
    if (expiresIn === undefined) {
      const signed = await signer.sign(toSign, { signingDate, signableHeaders: signable });
      expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1];
    } else {
      // A presigned URL covers no body: S3 takes its payload as unsigned unless the client signed a hash.
      if (!signable.has(PAYLOAD_HEADER)) toSign.headers[PAYLOAD_HEADER] = UNSIGNED_PAYLOAD;
      const signed = await signer.presign(toSign, {
        signingDate,
        expiresIn,
        signableHeaders: signable,
        unsignableHeaders: signable.has(PAYLOAD_HEADER) ? undefined : new Set([PAYLOAD_HEADER]),
        // The headers stay where the client signed them; only the signer's own parameters go in the query.
        unhoistableHeaders: new Set(Object.keys(toSign.headers)),
      });
      expected = single(signed.query?.['X-Amz-Signature'] ?? undefined);
    }
    return same(expected, signature) ? undefined : MISMATCH;
  };
}
