import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteRegistrySchema } from '@reeltalk/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFiles, recordFor, writeBuild } from '../../testing/releases.ts';
import { serversClosedAfterEach } from '../../testing/test-servers.ts';
import { remotes, repoRoot, readStackConfig, type FrontEndName, type RemoteName } from '../config.ts';
import { createAppServer } from '../serve/app-server.ts';
import { openReleaseStore } from './open-store.ts';
import { ReleaseRegistry } from './registry.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-served-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const listen = serversClosedAfterEach();

const packageVersion = (remote: RemoteName) =>
  (JSON.parse(readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8')) as { version: string }).version;

let stacks = 0;
/** A stack of its own: DATA_DIR, the remotes' latest builds (only mf-account built), and a server per front end. */
async function stack() {
  const root = path.join(temp, `stack-${++stacks}`);
  const config = readStackConfig({ DATA_DIR: root, PORT_OFFSET: '100' });
  const dists = path.join(root, 'dists');
  await writeBuild(
    path.join(dists, 'mf-account'),
    buildFiles('Account, latest build', { '@reeltalk/contracts': '^1.2.0' }),
  );
  const store = openReleaseStore(config);
  const serve = async (app: FrontEndName) => {
    const server = createAppServer(app, config, {
      distDir: path.join(dists, app),
      remoteDistOf: (r) => path.join(dists, r),
    });
    return `http://127.0.0.1:${await listen(server)}`;
  };
  const publish = async (version: string) => {
    const files = buildFiles(`Account ${version}`);
    await store.publish(recordFor('mf-account', version, files), files);
    return files;
  };
  const registry = new ReleaseRegistry(store);
  const shell = { '@reeltalk/contracts': '1.0.0', '@reeltalk/web-kit': '1.0.0' };
  return { serve, publish, registry, shell, root };
}

async function remotesJson(shellOrigin: string) {
  const answer = await fetch(`${shellOrigin}/remotes.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  return remoteRegistrySchema.parse(await answer.json());
}

describe('GET /remotes.json', () => {
  it('names every remote; one never released is its latest build, at its own server, with its package version', async () => {
    const { serve } = await stack();
    const registry = await remotesJson(await serve('shell'));
    expect(Object.keys(registry.remotes)).toEqual(remotes.map((r) => r.federationName));
    expect(registry.remotes.mf_account).toEqual({
      live: {
        version: packageVersion('mf-account'),
        manifest: 'http://127.0.0.1:3107/mf-manifest.json',
        requires: { '@reeltalk/contracts': '^1.2.0' },
      },
      earlier: [],
    });
    // Not built at all: no ranges to name.
    expect(registry.remotes.mf_upload).toEqual({
      live: { version: packageVersion('mf-upload'), manifest: 'http://127.0.0.1:3101/mf-manifest.json', requires: {} },
      earlier: [],
    });
  });

  it('names the live release, then those live before it, most recent first, and follows each switch on the next request', async () => {
    const { serve, publish, registry, shell } = await stack();
    const origin = await serve('shell');
    await publish('1.0.0');
    await registry.makeLive('mf-account', '1.0.0', { shell });
    const release = (version: string) => ({
      version,
      manifest: `http://127.0.0.1:3107/releases/${version}/mf-manifest.json`,
      requires: { '@reeltalk/contracts': '^1.0.0', '@reeltalk/web-kit': '^1.0.0' },
    });
    expect((await remotesJson(origin)).remotes.mf_account).toEqual({ live: release('1.0.0'), earlier: [] });

    await publish('1.1.0');
    await registry.makeLive('mf-account', '1.1.0', { shell });
    expect((await remotesJson(origin)).remotes.mf_account).toEqual({
      live: release('1.1.0'),
      earlier: [release('1.0.0')],
    });

    await publish('1.2.0');
    await registry.makeLive('mf-account', '1.2.0', { shell });
    expect((await remotesJson(origin)).remotes.mf_account).toEqual({
      live: release('1.2.0'),
      earlier: [release('1.1.0'), release('1.0.0')],
    });

    // A release rolled back past is not one to fall back to.
    await registry.rollback('mf-account', undefined, { shell });
    expect((await remotesJson(origin)).remotes.mf_account).toEqual({
      live: release('1.1.0'),
      earlier: [release('1.0.0')],
    });
    // The other remotes are still their latest builds.
    expect((await remotesJson(origin)).remotes.mf_voice!.live.manifest).toBe('http://127.0.0.1:3103/mf-manifest.json');
  });

  it('serves a development build instead while one is set, and lets the page load from its origin', async () => {
    const { serve, publish, registry, shell } = await stack();
    const origin = await serve('shell');
    await publish('1.0.0');
    await registry.makeLive('mf-account', '1.0.0', { shell });
    await registry.setDevOverride('mf-account', 'http://127.0.0.1:8081/mf-manifest.json');
    const served = (await remotesJson(origin)).remotes.mf_account!;
    expect(served.live).toEqual({
      version: `${packageVersion('mf-account')}-dev`,
      manifest: 'http://127.0.0.1:8081/mf-manifest.json',
      requires: {},
    });
    expect(served.earlier.map((release) => release.version)).toEqual(['1.0.0']);
    const policy = (await fetch(`${origin}/app`)).headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self'[^;]* http:\/\/127\.0\.0\.1:8081[ ;]/);

    await registry.clearDevOverride('mf-account');
    expect((await remotesJson(origin)).remotes.mf_account!.live.version).toBe('1.0.0');
    expect((await fetch(`${origin}/app`)).headers.get('content-security-policy')).not.toContain('8081');
  });

  it('answers 500 with the reason when the registry is damaged', async () => {
    const { serve, root } = await stack();
    const origin = await serve('shell');
    mkdirSync(path.join(root, 'releases'), { recursive: true });
    writeFileSync(path.join(root, 'releases', 'registry.json'), '{"remotes": {"mf-account": {"history": "nonsense"}}}');
    const answer = await fetch(`${origin}/remotes.json`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: 'bad_registry',
      message: expect.stringMatching(/^The release registry in .* is damaged: /),
    });
  });
});

/** A request with the path sent exactly as written (fetch would normalise ../ away before sending). */
function rawGet(origin: string, rawPath: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}/`, { path: rawPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe("a remote's server", () => {
  it('serves its releases under /releases/<version>/, every file cached for good, with CORS and compressed copies', async () => {
    const { serve, publish } = await stack();
    const files = await publish('1.0.0');
    const origin = await serve('mf-account');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/page.0a1b2c3d.js']) {
      const answer = await rawGet(origin, `/releases/1.0.0/${file}`, { 'accept-encoding': 'identity' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(files.find((f) => f.path === file)!.bytes);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    const compressed = await rawGet(origin, '/releases/1.0.0/static/js/page.0a1b2c3d.js', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.body).toEqual(files.find((f) => f.path === 'static/js/page.0a1b2c3d.js.br')!.bytes);
    // Its latest build is still served as before, entry files never cached.
    const latest = await rawGet(origin, '/remoteEntry.js');
    expect(latest.body.toString()).toBe('var mf_account = "Account, latest build";');
    expect(latest.headers['cache-control']).toBe('no-cache');
  });

  it('serves nothing outside the release folder, and not another remote’s releases', async () => {
    const { serve, publish, registry, shell, root } = await stack();
    await publish('1.0.0');
    await registry.makeLive('mf-account', '1.0.0', { shell });
    writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
    const origin = await serve('mf-account');
    for (const attempt of [
      '/releases/1.0.0/../../registry.json',
      '/releases/1.0.0/%2e%2e/%2e%2e/registry.json',
      '/releases/1.0.0/..%2f..%2fregistry.json',
      '/releases/..%2fregistry.json/x',
      '/releases/../../../secret.txt',
      '/releases/1.0.0/../../../../secret.txt',
      '/releases/latest/remoteEntry.js',
      '/releases/%31.0.0/remoteEntry.js',
      '/releases/^1.0.0/remoteEntry.js',
      '/releases/1.0.0',
    ]) {
      const answer = await rawGet(origin, attempt);
      expect([400, 404], attempt).toContain(answer.status);
      expect(answer.body.toString()).not.toMatch(/history|not for the web|mf_account/);
    }
    const other = await rawGet(await serve('mf-voice'), '/releases/1.0.0/remoteEntry.js');
    expect(other.status).toBe(404);
  });
});
