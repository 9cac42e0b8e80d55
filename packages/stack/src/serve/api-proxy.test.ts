import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStackConfig, type FrontEndName } from '../config.ts';
import { createAppServer } from './app-server.ts';
import { serversClosedAfterEach } from '../../testing/test-servers.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-proxy-'));

beforeAll(() => {
  mkdirSync(temp, { recursive: true });
  writeFileSync(path.join(temp, 'index.html'), '<!doctype html><title>ReelTalk</title>');
});

afterAll(() => rmSync(temp, { recursive: true, force: true }));

const listen = serversClosedAfterEach();

/** A server that answers every request and remembers the request lines it was sent. */
async function recordingServer(name: string): Promise<{ port: number; seen: string[] }> {
  const seen: string[] = [];
  const port = await listen(
    http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`answered by ${name}`);
    }),
  );
  return { port, seen };
}

/**
 * Sends the request head exactly as written over a plain socket (any HTTP client would normalise the request line
 * first) and reads the answer until the server closes the connection.
 */
function rawRequest(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
  });
}

async function stack(app: FrontEndName = 'shell') {
  const bff = await recordingServer('the bff');
  const otherHost = await recordingServer('another host');
  const config = readStackConfig({ BFF_PORT: String(bff.port) });
  const port = await listen(createAppServer(app, config, { distDir: temp }));
  const get = (target: string) =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  return { bff, otherHost, port, get };
}

describe('the shell only ever forwards to the bff', () => {
  it('forwards an ordinary /api request to the bff with its path and query', async () => {
    const { bff, get } = await stack();
    const answer = await get('/api/projects?limit=5');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('answered by the bff');
    expect(bff.seen).toEqual([`GET /api/projects?limit=5 host=127.0.0.1:${bff.port}`]);
  });

  it.each([
    ['a //host path', (port: number) => `//127.0.0.1:${port}/api/x`],
    ['a /\\host path', (port: number) => `/\\127.0.0.1:${port}/api/x`],
    ['a \\\\host path', (port: number) => `\\\\127.0.0.1:${port}/api/x`],
    ['an absolute URL', (port: number) => `http://127.0.0.1:${port}/api/x`],
    ['an absolute URL to the bff path', (port: number) => `http://127.0.0.1:${port}/api`],
    ['an authority', (port: number) => `127.0.0.1:${port}`],
    ['an encoded //host path', (port: number) => `/%2F127.0.0.1:${port}/api/x`],
    ['an encoded \\host path', (port: number) => `/%5C127.0.0.1:${port}/api/x`],
  ])('refuses %s with 400 and reaches no other host', async (_name, target) => {
    const { bff, otherHost, get } = await stack();
    const answer = await get(target(otherHost.port));
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('answered by');
    expect(otherHost.seen).toEqual([]);
    expect(bff.seen).toEqual([]);
  });

  it.each(['/api/../x', '/api/%2e%2e/x', '/api/./x', '/api//x', '/api/x%00', '/api/x%2fy', '*'])(
    'refuses %s, a path no browser sends, with 400',
    async (target) => {
      const { bff, get } = await stack();
      expect((await get(target)).status).toBe(400);
      expect(bff.seen).toEqual([]);
    },
  );

  it('refuses to open a tunnel (CONNECT) to another host', async () => {
    const { port, otherHost } = await stack();
    const answer = await rawRequest(
      port,
      `CONNECT 127.0.0.1:${otherHost.port} HTTP/1.1\r\nHost: 127.0.0.1:${otherHost.port}\r\n\r\nGET /api/x HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(otherHost.seen).toEqual([]);
  });

  it('ignores a Host header naming another host', async () => {
    const { bff, otherHost, port } = await stack();
    const answer = await rawRequest(
      port,
      `GET /api/x HTTP/1.1\r\nHost: 127.0.0.1:${otherHost.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.text).toContain('answered by the bff');
    expect(otherHost.seen).toEqual([]);
    expect(bff.seen).toEqual([`GET /api/x host=127.0.0.1:${bff.port}`]);
  });
});

describe('static hosts are not fooled by the request line either', () => {
  it.each(['shell', 'mf-upload'] as const)('%s refuses a //host or absolute request target', async (app) => {
    const { otherHost, get } = await stack(app);
    for (const target of [`//127.0.0.1:${otherHost.port}/index.html`, `http://127.0.0.1:${otherHost.port}/`]) {
      const answer = await get(target);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toContain('<title>ReelTalk</title>');
    }
    expect(otherHost.seen).toEqual([]);
  });
});
