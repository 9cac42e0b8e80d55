import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteRegistrySchema } from '@reeltalk/contracts';
import { readStackConfig, type FrontEndName } from '../config.ts';
import { createAppServer } from './app-server.ts';
import { serversClosedAfterEach } from '../../testing/test-servers.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-serve-'));
const dist = path.join(temp, 'dist');

beforeAll(() => {
  mkdirSync(path.join(dist, 'static/js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ReelTalk</title>');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mf_upload"}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_upload;');
  writeFileSync(path.join(dist, 'static/js/main.3f9a1c2b.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'static/js/main.3f9a1c2b.js.map'), '{"version":3,"mappings":"AAAA"}');
  writeFileSync(path.join(dist, 'static/js/main.3f9a1c2b.js.MAP'), '{"version":3,"mappings":"AAAA"}');
  writeFileSync(path.join(temp, 'secret.txt'), 'not for the web');
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

const listen = serversClosedAfterEach();

/** A server of `app` serving `dist`, on a DATA_DIR of its own (no releases) unless env names one. */
async function serve(app: FrontEndName, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const config = readStackConfig({ DATA_DIR: path.join(temp, 'data'), ...env });
  const port = await listen(createAppServer(app, config, { distDir: dist, remoteDistOf: () => dist }));
  return `http://127.0.0.1:${port}`;
}

/** A request with the path and headers sent exactly as written (fetch would normalise ../ away before sending). */
function rawGet(
  origin: string,
  rawPath: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/`, { path: rawPath, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe('a remote server', () => {
  it('serves its build with content types, CORS, and no-cache for the entry files', async () => {
    const origin = await serve('mf-upload');
    const manifest = await fetch(`${origin}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(await manifest.json()).toEqual({ name: 'mf_upload' });

    const entry = await fetch(`${origin}/remoteEntry.js`);
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe('var mf_upload;');

    const chunk = await fetch(`${origin}/static/js/main.3f9a1c2b.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the browser already has the file', async () => {
    const origin = await serve('mf-upload');
    const first = await fetch(`${origin}/mf-manifest.json`);
    // As a browser revalidates: fetch() itself would add Cache-Control: no-cache, a forced reload.
    const again = await rawGet(origin, '/mf-manifest.json', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a byte range of a file (media seeking, resumed downloads)', async () => {
    const origin = await serve('mf-upload');
    const part = await rawGet(origin, '/remoteEntry.js', { range: 'bytes=4-12' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-12/14');
    expect(part.body).toBe('mf_upload');
  });

  it('never serves a source map, even one left in dist', async () => {
    const origin = await serve('mf-upload');
    for (const attempt of ['/static/js/main.3f9a1c2b.js.map', '/static/js/main.3f9a1c2b.js.MAP']) {
      const answer = await rawGet(origin, attempt);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('"mappings"');
    }
  });

  it('answers 404 for a missing file and has no SPA fallback', async () => {
    const origin = await serve('mf-upload');
    expect((await fetch(`${origin}/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/app/project/1`)).status).toBe(404);
  });

  it('never serves a file outside its dist folder', async () => {
    const origin = await serve('mf-upload');
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/static/../../secret.txt']) {
      const answer = await rawGet(origin, attempt);
      expect(answer.body).not.toContain('not for the web');
      expect([400, 404]).toContain(answer.status);
    }
  });

  it('refuses to change anything', async () => {
    const origin = await serve('mf-upload');
    const answer = await fetch(`${origin}/mf-manifest.json`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(405);
  });
});

describe('the shell server', () => {
  it('serves index.html for app routes but 404 for missing files', async () => {
    const origin = await serve('shell');
    const route = await fetch(`${origin}/app/project/abc/review`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>ReelTalk</title>');
    expect((await fetch(`${origin}/static/js/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('has no CORS headers: nothing else loads from the shell', async () => {
    const origin = await serve('shell');
    expect((await fetch(`${origin}/index.html`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the runtime config from the environment', async () => {
    const origin = await serve('shell', { FIREBASE_API_KEY: 'key-1', SUPPORT_EMAIL: 'help@example.com' });
    const answer = await fetch(`${origin}/config.json`);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.json()).toEqual({
      firebase: { apiKey: 'key-1', authDomain: 'demo-reeltalk.firebaseapp.com', projectId: 'demo-reeltalk' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      supportEmail: 'help@example.com',
    });
  });

  it('has no emulator in the runtime config with a real Firebase project', async () => {
    const origin = await serve('shell', { FIREBASE_USE_EMULATOR: 'false', FIREBASE_PROJECT_ID: 'reeltalk-prod' });
    const config = (await (await fetch(`${origin}/config.json`)).json()) as Record<string, unknown>;
    expect(config.authEmulatorUrl).toBeNull();
  });

  it('lists every remote at its configured port in remotes.json, none released yet', async () => {
    const origin = await serve('shell', { PORT_OFFSET: '100' });
    const answer = await fetch(`${origin}/remotes.json`);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const { remotes } = remoteRegistrySchema.parse(await answer.json());
    expect(Object.fromEntries(Object.entries(remotes).map(([name, { live }]) => [name, live.manifest]))).toEqual({
      mf_upload: 'http://127.0.0.1:3101/mf-manifest.json',
      mf_review: 'http://127.0.0.1:3102/mf-manifest.json',
      mf_voice: 'http://127.0.0.1:3103/mf-manifest.json',
      mf_soundtrack: 'http://127.0.0.1:3104/mf-manifest.json',
      mf_export: 'http://127.0.0.1:3105/mf-manifest.json',
      mf_library: 'http://127.0.0.1:3106/mf-manifest.json',
      mf_account: 'http://127.0.0.1:3107/mf-manifest.json',
    });
  });

  const cdnRegistry = (version: string) => ({
    remotes: {
      mf_upload: {
        live: {
          version,
          manifest: `https://cdn.example/mf-upload/${version}/mf-manifest.json`,
          requires: { '@reeltalk/contracts': '^1.0.0' },
        },
        earlier: [],
      },
    },
  });

  it('serves REMOTES_FILE instead, read again on every request', async () => {
    const file = path.join(temp, 'remotes.json');
    writeFileSync(file, JSON.stringify(cdnRegistry('1.0.0')));
    const origin = await serve('shell', { REMOTES_FILE: file });
    expect(await (await fetch(`${origin}/remotes.json`)).json()).toEqual(cdnRegistry('1.0.0'));
    writeFileSync(file, JSON.stringify(cdnRegistry('1.1.0')));
    expect(await (await fetch(`${origin}/remotes.json`)).json()).toEqual(cdnRegistry('1.1.0'));
  });

  it('answers 500 naming REMOTES_FILE when it is not a registry (the old name → URL map included)', async () => {
    const file = path.join(temp, 'remotes-old.json');
    writeFileSync(file, JSON.stringify({ mf_upload: 'https://cdn.example/upload/v1/mf-manifest.json' }));
    const answer = await fetch(`${await serve('shell', { REMOTES_FILE: file })}/remotes.json`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: 'bad_registry',
      message: expect.stringMatching(/^REMOTES_FILE: not a remote registry: /),
    });
  });
});

describe('security headers', () => {
  const policyOf = (answer: Response) => answer.headers.get('content-security-policy') ?? '';

  it.each(['shell', 'mf-upload'] as const)(
    '%s sends a CSP, nosniff and a referrer policy with every answer',
    async (app) => {
      const origin = await serve(app);
      const paths = ['/', '/index.html', '/remoteEntry.js', '/static/js/main.3f9a1c2b.js', '/missing.js'];
      for (const answer of await Promise.all(paths.map((p) => fetch(`${origin}${p}`)))) {
        expect(policyOf(answer)).toContain("frame-ancestors 'none'");
        expect(policyOf(answer)).toContain("script-src 'self' ");
        expect(policyOf(answer)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    },
  );

  it("names the registry's remote origins, following REMOTES_FILE as it changes", async () => {
    const file = path.join(temp, 'remotes-policy.json');
    const registry = (live: string, earlier: string) => ({
      remotes: {
        mf_upload: {
          live: { version: '1.1.0', manifest: `${live}/upload/1.1.0/mf-manifest.json`, requires: {} },
          earlier: [{ version: '1.0.0', manifest: `${earlier}/upload/1.0.0/mf-manifest.json`, requires: {} }],
        },
      },
    });
    writeFileSync(file, JSON.stringify(registry('https://cdn-1.example', 'https://old.example')));
    const origin = await serve('shell', { REMOTES_FILE: file });
    const first = policyOf(await fetch(`${origin}/app`));
    expect(first).toContain("script-src 'self' https://cdn-1.example https://old.example https://apis.google.com;");
    writeFileSync(file, JSON.stringify(registry('https://cdn-2.example', 'https://cdn-2.example')));
    const second = policyOf(await fetch(`${origin}/app`));
    expect(second).toContain("script-src 'self' https://cdn-2.example https://apis.google.com;");
    expect(second).not.toContain('cdn-1.example');
  });

  it('refused request lines get the headers too', async () => {
    const answer = await rawGet(await serve('shell'), '//evil.example/app');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the shell forwarding /api to the bff', () => {
  async function shellInFrontOf(bff: http.RequestListener): Promise<string> {
    const bffPort = await listen(http.createServer(bff));
    return serve('shell', { BFF_PORT: String(bffPort) });
  }

  it('passes method, path, query, headers and body up, and status, headers and body down', async () => {
    const origin = await shellInFrontOf((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r-1' });
        res.end(JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization, body }));
      });
    });
    const answer = await fetch(`${origin}/api/projects?limit=5`, {
      method: 'POST',
      headers: { authorization: 'Bearer t-1', 'content-type': 'application/json' },
      body: '{"name":"Moby"}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe('r-1');
    expect(await answer.json()).toEqual({
      method: 'POST',
      url: '/api/projects?limit=5',
      auth: 'Bearer t-1',
      body: '{"name":"Moby"}',
    });
  });

  it("gives the bff's answers a policy under which nothing runs, unless the bff sets its own", async () => {
    let ownPolicy = false;
    const origin = await shellInFrontOf((_req, res) => {
      if (ownPolicy) res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    const plain = await fetch(`${origin}/api/projects`);
    expect(plain.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    ownPolicy = true;
    const own = await fetch(`${origin}/api/projects`);
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('passes error statuses through unchanged', async () => {
    const origin = await shellInFrontOf((_req, res) => {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"not_found","message":"No such project."}');
    });
    const answer = await fetch(`${origin}/api/projects/missing`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'not_found', message: 'No such project.' });
  });

  it('delivers each server-sent event while the stream is still open', async () => {
    let sendSecond: () => void = () => {};
    const origin = await shellInFrontOf((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: {"percent":10}\n\n');
      sendSecond = () => res.end('data: {"percent":100}\n\n');
    });
    const answer = await fetch(`${origin}/api/projects/1/events`);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    const reader = answer.body!.getReader();
    const first = await reader.read();
    // The bff has not finished the response: this event reached the browser through the proxy on its own.
    expect(new TextDecoder().decode(first.value)).toBe('data: {"percent":10}\n\n');
    sendSecond();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('data: {"percent":100}\n\n');
  });

  it('streams a 10 MB upload to the bff as it arrives', async () => {
    let firstBytesArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (firstBytesArrived = resolve));
    const origin = await shellInFrontOf((req, res) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        firstBytesArrived();
      });
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received })));
    });
    const megabyte = Buffer.alloc(1024 * 1024, 7);
    const url = new URL(`${origin}/api/upload`);
    const result = await new Promise<string>((resolve, reject) => {
      const upload = http.request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/octet-stream' } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        },
      );
      upload.on('error', reject);
      upload.write(megabyte);
      // The rest is sent only once the bff has seen the first megabyte: a buffering proxy would never get there.
      void arrived.then(() => {
        for (let i = 1; i < 10; i++) upload.write(megabyte);
        upload.end();
      });
    });
    expect(JSON.parse(result)).toEqual({ received: 10 * 1024 * 1024 });
  });

  it("brings the bff's early 413 to the browser while the upload is still being sent", async () => {
    const origin = await shellInFrontOf((_req, res) => {
      // The bff refuses on the declared length before reading the body, as Koa does (Node discards the rest).
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end('{"error":"too_large","message":"The file is too large."}');
    });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = http.request(`${origin}/api/upload`, { method: 'POST' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          // The browser stops sending once it has the answer.
          upload.destroy();
        });
      });
      upload.on('error', reject);
      // Far more than the answer needs: the 413 must arrive while this is still going up.
      const megabyte = Buffer.alloc(1024 * 1024, 7);
      const send = (left: number): void => {
        if (left === 0) return void upload.end();
        if (upload.write(megabyte)) send(left - 1);
        else upload.once('drain', () => send(left - 1));
      };
      send(50);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'too_large', message: 'The file is too large.' });
  });

  it('answers 502 in JSON when the bff is not running', async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const origin = await serve('shell', { BFF_PORT: String(port) });
    const answer = await fetch(`${origin}/api/health`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'bad_gateway', message: 'The ReelTalk API is not reachable.' });
  });
});

describe('compressed copies made by the build', () => {
  const script = 'console.log("a script long enough to be worth compressing");'.repeat(40);

  beforeAll(() => {
    const file = path.join(dist, 'static/js/chunk.0a1b2c3d.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
  });

  it('sends brotli or gzip as the client takes them, cached as the hashed file they stand for', async () => {
    const origin = await serve('mf-upload');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const answer = await rawGetBytes(origin, '/static/js/chunk.0a1b2c3d.js', { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(decode(answer.body).toString()).toBe(script);
    }
  });

  it('sends the file itself to a client without compression, for a byte range, or where the build made no copy', async () => {
    const origin = await serve('mf-upload');
    const plain = await rawGetBytes(origin, '/static/js/chunk.0a1b2c3d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const range = await rawGetBytes(origin, '/static/js/chunk.0a1b2c3d.js', {
      'accept-encoding': 'br',
      range: 'bytes=0-6',
    });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe('console');

    const small = await rawGetBytes(origin, '/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1);');
  });
});

function rawGetBytes(
  origin: string,
  rawPath: string,
  headers: http.OutgoingHttpHeaders,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${rawPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
