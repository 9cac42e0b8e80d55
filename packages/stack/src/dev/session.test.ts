import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteRegistrySchema } from '@reeltalk/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { exposedScripts } from '../../testing/federation.ts';
import { closedOrigin, serversClosedAfterEach } from '../../testing/test-servers.ts';
import { readStackConfig, repoRoot } from '../config.ts';
import { packageVersion } from '../release/build-release.ts';
import { openReleaseStore } from '../release/open-store.ts';
import { ReleaseRegistry } from '../release/registry.ts';
import { createAppServer } from '../serve/app-server.ts';
import { startDevSession, type DevSession } from './session.ts';

// Inside the checkout, so the small remote's rspack.config.ts finds the workspace packages as the real ones do.
mkdirSync(path.join(repoRoot, '.data'), { recursive: true });
const temp = mkdtempSync(path.join(repoRoot, '.data', 'dev-session-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const listen = serversClosedAfterEach();
const sessions: DevSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.stop()));
});

let stacks = 0;
/**
 * A stack of its own (DATA_DIR) with its shell's server, and a small mf-account to work on: one page, built with the
 * configuration every remote uses, in a folder of the test's own.
 */
async function stack() {
  const root = path.join(temp, `stack-${++stacks}`);
  const config = readStackConfig({ DATA_DIR: path.join(root, 'data'), PORT_OFFSET: '100' });
  const remoteDir = path.join(root, 'mf-account');
  mkdirSync(path.join(remoteDir, 'src'), { recursive: true });
  copyFileSync(path.join(repoRoot, 'mf-account', 'package.json'), path.join(remoteDir, 'package.json'));
  const save = (page: string) => writeFileSync(path.join(remoteDir, 'src', 'Page.tsx'), page);
  save('export default function Page() { return <p>Account, first draft</p>; }\n');
  writeFileSync(
    path.join(remoteDir, 'rspack.config.ts'),
    [
      "import { createFrontEndConfig } from '@reeltalk/rspack-base';",
      '',
      'export default createFrontEndConfig({',
      "  name: 'mf_account',",
      "  exposes: { './Page': './src/Page.tsx' },",
      '  dirname: import.meta.dirname,',
      '});',
      '',
    ].join('\n'),
  );

  const printed: string[] = [];
  const waiting: Array<() => void> = [];
  /**
   * Saves the page, then waits line by line (each build prints one) until `done` holds: rspack may build once more
   * first, for a file written just before it began watching.
   */
  const saveUntil = async (page: string, done: () => boolean | Promise<boolean>) => {
    save(page);
    for (;;) {
      const next = new Promise<void>((resolve) => waiting.push(resolve));
      if (await done()) return;
      await next;
    }
  };
  const print = (line: string) => {
    printed.push(line);
    for (const resolve of waiting.splice(0)) resolve();
  };
  const start = async () => {
    const session = await startDevSession({ config, remote: 'mf-account', appDir: remoteDir, print });
    sessions.push(session);
    return session;
  };
  const shellServer = createAppServer('shell', config, {
    distDir: path.join(root, 'shell-dist'),
    remoteDistOf: (remote) => path.join(root, 'dists', remote),
  });
  const shell = `http://127.0.0.1:${await listen(shellServer)}`;
  /** What the shell's /remotes.json names as mf-account's live build. */
  const servedLive = async () => {
    const answer = await fetch(`${shell}/remotes.json`);
    return remoteRegistrySchema.parse(await answer.json()).remotes.mf_account!.live;
  };
  const registry = new ReleaseRegistry(openReleaseStore(config));
  const devOverride = async () => (await registry.read()).remotes['mf-account']?.devOverride;
  return { start, saveUntil, printed, shell, servedLive, registry, devOverride };
}

describe('npm run dev', () => {
  it('serves the development build as the live remote, for the shell to load, until it stops', async () => {
    const { start, shell, servedLive, devOverride } = await stack();
    const released = await servedLive();
    const session = await start();
    await session.ready;

    expect(await devOverride()).toEqual({ manifest: session.manifestUrl, since: expect.stringMatching(/^\d{4}-/) });
    expect(await servedLive()).toEqual({
      version: `${await packageVersion(path.join(repoRoot, 'mf-account'))}-dev`,
      manifest: session.manifestUrl,
      requires: {},
    });
    const devOrigin = new URL(session.manifestUrl).origin;
    const policy = (await fetch(`${shell}/app`)).headers.get('content-security-policy')!;
    expect(policy).toMatch(new RegExp(`script-src 'self'[^;]* ${devOrigin}[ ;]`));
    const manifest = await fetch(session.manifestUrl, { headers: { origin: shell } });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await exposedScripts(session.manifestUrl, 'Page')).toContain('Account, first draft');

    await session.stop();
    expect(await devOverride()).toBeUndefined();
    expect(await servedLive()).toEqual(released);
    await expect(fetch(session.manifestUrl)).rejects.toThrow();
  });

  it('rebuilds on every save, and says when a save does not compile', async () => {
    const { start, saveUntil, printed } = await stack();
    const session = await start();
    await session.ready;

    const page = () => exposedScripts(session.manifestUrl, 'Page');
    await saveUntil('export default function Page() { return <p>Account, second draft</p>; }\n', async () =>
      (await page()).includes('Account, second draft'),
    );
    expect(printed.at(-1)).toMatch(/^Rebuilt mf-account in \d+\.\d\d s: reload the page to see it\.$/);

    await saveUntil('export default function Page() { return <p>Account, unfinished</p>\n', () =>
      printed.at(-1)!.startsWith('mf-account does not compile:\n'),
    );
    expect(printed.at(-1)).toMatch(/Page\.tsx/);
  });

  it('follows the builds when rspack prints in colour, as it does where FORCE_COLOR is set (CI runners)', async () => {
    const { start, printed, devOverride } = await stack();
    const before = process.env.FORCE_COLOR;
    process.env.FORCE_COLOR = '1';
    const session = await start().finally(() => {
      if (before === undefined) delete process.env.FORCE_COLOR;
      else process.env.FORCE_COLOR = before;
    });
    await session.ready;
    expect((await devOverride())?.manifest).toBe(session.manifestUrl);
    expect(printed).toEqual(['Building mf-account for development...']);
  });

  it('refuses a second one for the same remote while the first serves it', async () => {
    const { start, devOverride } = await stack();
    const first = await start();
    await first.ready;
    await expect(start()).rejects.toThrow(
      `mf-account is already served by another npm run dev, at ${first.manifestUrl} (since `,
    );
    expect((await devOverride())?.manifest).toBe(first.manifestUrl);
  });

  it('replaces the development build a killed one left behind', async () => {
    const { start, registry, devOverride, printed } = await stack();
    const left = `${await closedOrigin()}/mf-manifest.json`;
    await registry.setDevOverride('mf-account', left);
    const session = await start();
    await session.ready;
    expect((await devOverride())?.manifest).toBe(session.manifestUrl);
    expect(printed).toContain(`Replaced the development build a stopped npm run dev left in the registry (${left}).`);
  });

  it('is refused when the registry is in the bucket, where every shell would load it', async () => {
    const config = readStackConfig({
      DATA_DIR: path.join(temp, 'bucket'),
      RELEASES_S3_PREFIX: 'releases',
      RELEASES_PUBLIC_URL: 'https://cdn.example.com/releases',
    });
    await expect(startDevSession({ config, remote: 'mf-account', appDir: temp, print: () => {} })).rejects.toThrow(
      /^npm run dev serves a development build through the local stack's registry; with RELEASES_S3_PREFIX set/,
    );
  });
});
