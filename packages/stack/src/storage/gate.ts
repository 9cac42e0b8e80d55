import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { EMBEDDED_STORAGE_HOST } from '../config.ts';
import { createSignatureCheck, type Refusal, type StorageCredentials } from './signature.ts';
import { writeObjectsWhole, type S3rverStore } from './whole-writes.ts';

/** What browsers may do across origins: play and download through presigned URLs, nothing else. */
const CORS_METHODS = ['GET', 'HEAD'];
const CORS_EXPOSED = ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Content-Disposition', 'ETag'];
const CORS_MAX_AGE_SECONDS = 3000;

export interface StorageGateOptions {
  port: number;
  /** Where s3rver keeps the objects. */
  directory: string;
  bucket: string;
  credentials: StorageCredentials;
  /** The app's origins: the only pages whose scripts may read objects. */
  allowedOrigins: readonly string[];
}

export interface StorageGate {
  endpoint: string;
  stop(): Promise<void>;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An error as S3 answers it: XML with its code, message and a request id. */
function sendError(request: IncomingMessage, response: ServerResponse, status: number, refusal: Refusal): void {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${refusal.code}</Code><Message>${xmlText(refusal.message)}</Message>` +
    `<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`;
  response.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * S3's conditional writes, which s3rver ignores: a PUT of an object with `If-None-Match: *` is refused (412) when the
 * object exists, one with `If-Match: "<etag>"` when its ETag is another (404 when there is none). The release store
 * relies on them: a release is never written twice, and a registry change made meanwhile is never lost. Conditional
 * writes of one key run one after the other, and a read of that key waits for the one in flight (s3rver writes an
 * object in place, S3 swaps it whole), so among them the check and the write are one step.
 */
function conditionalWrites(store: S3rverStore, bucket: string) {
  const turns = new Map<string, Promise<void>>();
  return (request: IncomingMessage, response: ServerResponse, pass: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://gate');
    if (!url.pathname.startsWith(`/${bucket}/`)) return pass();
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice(bucket.length + 2));
    } catch {
      return pass();
    }
    const noneMatch = request.headers['if-none-match'];
    const match = request.headers['if-match'];
    const isConditionalPut =
      request.method === 'PUT' &&
      !url.searchParams.has('uploadId') &&
      !request.headers['x-amz-copy-source'] &&
      (noneMatch !== undefined || match !== undefined);
    const inFlight = turns.get(key);
    if (!isConditionalPut) {
      if (inFlight && (request.method === 'GET' || request.method === 'HEAD')) void inFlight.then(pass);
      else pass();
      return;
    }
    const turn = (inFlight ?? Promise.resolve())
      .then(async () => {
        const etag = await store.getMetadata(bucket, key).then(
          (metadata) => metadata.etag,
          () => undefined,
        );
        if (match !== undefined && etag === undefined) {
          return sendError(request, response, 404, { code: 'NoSuchKey', message: 'The specified key does not exist.' });
        }
        if ((noneMatch === '*' && etag !== undefined) || (match !== undefined && match !== etag)) {
          return sendError(request, response, 412, {
            code: 'PreconditionFailed',
            message: 'At least one of the pre-conditions you specified did not hold',
          });
        }
        const written = new Promise((resolve) => response.once('close', resolve));
        pass();
        await written;
      })
      .catch(() =>
        sendError(request, response, 500, { code: 'InternalError', message: 'We encountered an internal error.' }),
      );
    turns.set(key, turn);
    void turn.then(() => turns.get(key) === turn && turns.delete(key));
  };
}

/**
 * Object storage that behaves like S3 towards anyone without the key: s3rver keeps the objects, and this gate in
 * front of it lets through only requests signed (AWS Signature V4, header or presigned URL) with the configured
 * credentials. CORS is the gate's too: preflights and answers name only the app's origins. It also keeps S3's
 * conditional writes, which s3rver alone would ignore.
 */
export async function startStorageGate(options: StorageGateOptions): Promise<StorageGate> {
  const store = new S3rver({
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [] }],
  });
  await store.configureBuckets();
  // A data folder of an earlier version holds the bucket's old CORS rule (any origin), which s3rver would apply to
  // every answer after the gate's: the gate alone says which origins may read.
  const files = (store as unknown as { store: S3rverStore }).store;
  await files.deleteSubresource(options.bucket, undefined, 'cors');
  writeObjectsWhole(files);
  const handle = store.callback();
  const writeIfConditionsHold = conditionalWrites(files, options.bucket);
  const check = createSignatureCheck(options.credentials);
  const allowed = new Set(options.allowedOrigins);

  const preflight = (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    const method = request.headers['access-control-request-method'];
    if (!origin || !allowed.has(origin) || !method || !CORS_METHODS.includes(method)) {
      sendError(request, response, 403, {
        code: 'CORSResponse',
        message: 'This CORS request is not allowed: the origin or method is not one the app uses.',
      });
      return;
    }
    const asked = request.headers['access-control-request-headers'];
    response.writeHead(200, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
      ...(asked && { 'Access-Control-Allow-Headers': asked }),
      'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      Vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    });
    response.end();
  };

  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return preflight(request, response);
    const origin = request.headers.origin;
    // s3rver keeps headers named access-control-* and Vary even on its errors.
    response.setHeader('Vary', 'Origin');
    if (origin && allowed.has(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED.join(', '));
    }
    check(request).then(
      (refusal) => {
        if (refusal) sendError(request, response, 403, refusal);
        else writeIfConditionsHold(request, response, () => handle(request, response));
      },
      () => sendError(request, response, 500, { code: 'InternalError', message: 'We encountered an internal error.' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, EMBEDDED_STORAGE_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${EMBEDDED_STORAGE_HOST}:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
