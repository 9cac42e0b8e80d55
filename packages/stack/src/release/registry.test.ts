import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFiles, writeBuild, writeShellBuild } from '../../testing/releases.ts';
import { closedOrigin, serversClosedAfterEach } from '../../testing/test-servers.ts';
import { readStackConfig, type RemoteName } from '../config.ts';
import { listReleases, publishRelease, rollbackRemote, type CommandContext } from './commands.ts';
import { releasesFolder } from './folder-store.ts';
import { integrityOf } from './integrity.ts';
import { openReleaseStore } from './open-store.ts';
import { liveChain, ReleaseRegistry } from './registry.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'reeltalk-registry-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const listen = serversClosedAfterEach();

let stacks = 0;
/** A stack of its own (DATA_DIR) whose shell provides contracts and web-kit 1.0.0, as the commands see it. */
async function stack(env: NodeJS.ProcessEnv = {}) {
  const root = path.join(temp, `stack-${++stacks}`);
  const config = readStackConfig({ DATA_DIR: root, PORT_OFFSET: '100', ...env });
  const printed: string[] = [];
  const context: CommandContext = {
    config,
    store: openReleaseStore(config),
    shellDist: await writeShellBuild(path.join(root, 'shell-dist'), {
      '@reeltalk/contracts': '1.0.0',
      '@reeltalk/web-kit': '1.0.0',
    }),
    print: (line) => printed.push(line),
  };
  let builds = 0;
  /** Builds mf-account (a small stand-in build with the text given) and releases it as that version. */
  const release = async (version: string, options: { requires?: Record<string, string>; force?: boolean } = {}) => {
    const distDir = await writeBuild(
      path.join(root, `build-${++builds}`),
      buildFiles(`Account ${version}`, options.requires),
    );
    return publishRelease(context, { remote: 'mf-account', version, distDir, force: options.force });
  };
  const registry = new ReleaseRegistry(context.store);
  const live = async (remote: RemoteName = 'mf-account') =>
    liveChain((await registry.read()).remotes[remote]?.history ?? []).at(-1);
  const fileOf = (version: string, file: string) => path.join(releasesFolder(config), 'mf-account', version, file);
  return { context, printed, release, registry, live, fileOf };
}

describe('releasing and rolling back one remote', () => {
  it('makes each release live, rolls back to the previous one and further, or to a named one', async () => {
    const { context, release, live } = await stack();
    expect(await release('1.0.0')).toBe('http://127.0.0.1:3107/releases/1.0.0/mf-manifest.json');
    await release('1.1.0');
    await release('1.2.0');
    expect(await live()).toBe('1.2.0');

    await rollbackRemote(context, 'mf-account');
    expect(await live()).toBe('1.1.0');
    await rollbackRemote(context, 'mf-account');
    expect(await live()).toBe('1.0.0');
    await expect(rollbackRemote(context, 'mf-account')).rejects.toThrow(
      'mf-account has no earlier live release than 1.0.0.',
    );

    await rollbackRemote(context, 'mf-account', '1.2.0');
    expect(await live()).toBe('1.2.0');
    // What was live before 1.2.0 this time: 1.0.0.
    await rollbackRemote(context, 'mf-account');
    expect(await live()).toBe('1.0.0');
    await expect(rollbackRemote(context, 'mf-account', '1.0.0')).rejects.toThrow('mf-account 1.0.0 is already live.');
    await expect(rollbackRemote(context, 'mf-account', '3.0.0')).rejects.toThrow(/^mf-account 3\.0\.0 is not released/);
    await expect(rollbackRemote(context, 'mf-voice')).rejects.toThrow(
      'mf-voice has no live release to roll back from.',
    );
  });

  it('says what it did and how long it took', async () => {
    const { context, printed, release } = await stack();
    await release('1.0.0');
    await release('1.1.0');
    await rollbackRemote(context, 'mf-account');
    expect(printed.at(-1)).toMatch(
      /^mf-account 1\.0\.0 is live again \(was 1\.1\.0\), in \d+\.\d\d s; live at http:\/\/127\.0\.0\.1:3107\/releases\/1\.0\.0\/mf-manifest\.json$/,
    );
  });

  it('lists every release newest first, with its time, commit and contracts version, the live one marked', async () => {
    const { context, printed, release } = await stack();
    await release('1.0.0');
    await release('1.1.0');
    await rollbackRemote(context, 'mf-account');
    printed.length = 0;
    await listReleases(context, 'mf-account');
    expect(printed[0]).toBe(`Releases of mf-account in ${releasesFolder(context.config)} (* live):`);
    expect(printed.slice(1)).toEqual([
      expect.stringMatching(
        /^ {3}1\.1\.0 {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}[0-9a-f]{12}( \+ changes)? +contracts \d+\.\d+\.\d+ {2}web-kit \d/,
      ),
      expect.stringMatching(/^\* {2}1\.0\.0 {2}\d{4}-/),
    ]);
    printed.length = 0;
    await listReleases(context, 'mf-voice');
    expect(printed).toEqual([
      `mf-voice has no releases in ${releasesFolder(context.config)}; the shell loads its latest build.`,
    ]);
  });
});

describe('what the registry refuses', () => {
  it('a second release of a version, leaving the first byte for byte', async () => {
    const { release, fileOf, live } = await stack();
    await release('1.0.0');
    const before = readFileSync(fileOf('1.0.0', 'remoteEntry.js'));
    await expect(release('1.0.0')).rejects.toThrow(
      'mf-account 1.0.0 is already released; releases are never overwritten',
    );
    expect(readFileSync(fileOf('1.0.0', 'remoteEntry.js'))).toEqual(before);
    expect(before.toString()).toBe('var mf_account = "Account 1.0.0";');
    expect(await live()).toBe('1.0.0');
  });

  it('a release needing a contracts major the shell does not provide, storing nothing', async () => {
    const { context, release, live } = await stack();
    await release('1.0.0');
    await expect(release('2.0.0', { requires: { '@reeltalk/contracts': '^2.0.0' } })).rejects.toThrow(
      'mf-account 2.0.0 needs @reeltalk/contracts ^2.0.0; the shell provides 1.0.0',
    );
    expect((await context.store.list('mf-account')).map((record) => record.version)).toEqual(['1.0.0']);
    expect(await live()).toBe('1.0.0');
  });

  it('forcing one live past the check, unless REELTALK_ALLOW_FORCED_RELEASE is on', async () => {
    const incompatible = { requires: { '@reeltalk/contracts': '^2.0.0' }, force: true };
    const closed = await stack();
    await expect(closed.release('2.0.0', incompatible)).rejects.toThrow(
      '--force skips the compatibility check and is for tests only: it needs REELTALK_ALLOW_FORCED_RELEASE=1',
    );
    expect(await closed.context.store.list('mf-account')).toEqual([]);

    const open = await stack({ REELTALK_ALLOW_FORCED_RELEASE: '1' });
    await open.release('1.0.0');
    await open.release('2.0.0', incompatible);
    expect(await open.live()).toBe('2.0.0');
    expect((await open.registry.read()).remotes['mf-account']?.history.map((s) => s.by)).toEqual(['release', 'forced']);
  });

  it('a rollback to a release whose files changed after it was released', async () => {
    const { context, release, fileOf, live } = await stack();
    await release('1.0.0');
    await release('1.1.0');
    writeFileSync(fileOf('1.0.0', 'static/js/page.0a1b2c3d.js'), 'console.log("changed on the server");');
    await expect(rollbackRemote(context, 'mf-account')).rejects.toThrow(
      'mf-account 1.0.0 is damaged: static/js/page.0a1b2c3d.js does not match its recorded integrity.',
    );
    unlinkSync(fileOf('1.0.0', 'static/js/page.0a1b2c3d.js'));
    await expect(rollbackRemote(context, 'mf-account')).rejects.toThrow(
      'mf-account 1.0.0 is damaged: static/js/page.0a1b2c3d.js is missing.',
    );
    expect(await live()).toBe('1.1.0');
  });

  it('a rollback to a release the shell no longer fits', async () => {
    const { context, release, live } = await stack();
    await release('1.0.0');
    await release('1.1.0');
    await writeShellBuild(context.shellDist, { '@reeltalk/contracts': '2.0.0', '@reeltalk/web-kit': '1.0.0' });
    await expect(rollbackRemote(context, 'mf-account')).rejects.toThrow(
      'mf-account 1.0.0 needs @reeltalk/contracts ^1.0.0; the shell provides 2.0.0',
    );
    expect(await live()).toBe('1.1.0');
  });

  it('a release while the shell is not built', async () => {
    const { context, release } = await stack();
    rmSync(context.shellDist, { recursive: true });
    await expect(release('1.0.0')).rejects.toThrow(/^The shell is not built \(.*mf-manifest\.json is missing\)/);
  });
});

describe('the development build a stack serves instead', () => {
  it('is set and cleared for one remote, leaving its releases as they were', async () => {
    const { registry, release, live } = await stack();
    await release('1.0.0');
    await registry.setDevOverride('mf-account', 'http://127.0.0.1:8081/mf-manifest.json');
    expect((await registry.read()).remotes['mf-account']?.devOverride).toEqual({
      manifest: 'http://127.0.0.1:8081/mf-manifest.json',
      since: expect.stringMatching(/^\d{4}-/),
    });
    expect(await live()).toBe('1.0.0');
    await registry.clearDevOverride('mf-account');
    expect((await registry.read()).remotes['mf-account']).toEqual({
      history: [expect.objectContaining({ version: '1.0.0' })],
    });
  });

  it('is set only over the one the caller found, and cleared only by the one that set it', async () => {
    const { registry } = await stack();
    const [first, second] = ['http://127.0.0.1:8081/mf-manifest.json', 'http://127.0.0.1:8082/mf-manifest.json'];
    const devOverride = async () => (await registry.read()).remotes['mf-account']?.devOverride?.manifest;
    await registry.setDevOverride('mf-account', first);
    await expect(registry.setDevOverride('mf-account', second)).rejects.toThrow(
      `mf-account is already served from another development build (${first}, since `,
    );
    await registry.setDevOverride('mf-account', second, first);
    await registry.clearDevOverride('mf-account', first);
    expect(await devOverride()).toBe(second);
    await registry.clearDevOverride('mf-account', second);
    expect(await devOverride()).toBeUndefined();
  });

  it('left by a stopped npm run dev is cleared by the next release or rollback; a running one stays', async () => {
    const { context, printed, registry, release } = await stack();
    const devOverride = async () => (await registry.read()).remotes['mf-account']?.devOverride?.manifest;
    const left = `${await closedOrigin()}/mf-manifest.json`;
    const cleared = `Cleared the development build of mf-account that a stopped npm run dev left in the registry (${left}).`;
    await release('1.0.0');
    await registry.setDevOverride('mf-account', left);
    await listReleases(context, 'mf-account');
    expect(printed.at(-1)).toContain(`A development build is served instead: ${left} (since 20`);
    expect(printed.at(-1)).toMatch(
      /; nothing answers there \(its npm run dev was killed\): the next dev replaces it, the next release or rollback clears it$/,
    );
    await release('1.1.0');
    expect(await devOverride()).toBeUndefined();
    expect(printed.at(-1)).toBe(cleared);

    // A plain server answering for the manifest stands in for the development build of a running npm run dev.
    const running = `http://127.0.0.1:${await listen(http.createServer((_req, res) => res.end('{}')))}/mf-manifest.json`;
    await registry.setDevOverride('mf-account', running);
    await rollbackRemote(context, 'mf-account');
    expect(await devOverride()).toBe(running);
    expect(printed.at(-2)).toBe(
      `npm run dev still serves a development build of mf-account on this stack (${running}); the shell loads this release once it stops.`,
    );

    await registry.setDevOverride('mf-account', left, running);
    await rollbackRemote(context, 'mf-account', '1.1.0');
    expect(await devOverride()).toBeUndefined();
    expect(printed.at(-2)).toBe(cleared);
  });

  it('must be an http(s) address', async () => {
    const { registry } = await stack();
    for (const url of ['javascript:alert(1)', 'not a url', 'file:///etc/passwd']) {
      await expect(registry.setDevOverride('mf-account', url)).rejects.toThrow(
        `A development build's manifest must be an http(s) URL, got "${url}".`,
      );
    }
    expect(await registry.read()).toEqual({ remotes: {} });
  });
});

describe('the record of a release', () => {
  it('names the commit, the shared package versions, the ranges its manifest declares and every file by integrity', async () => {
    const { context, release } = await stack();
    await release('1.0.0');
    const record = (await context.store.record('mf-account', '1.0.0'))!;
    expect(record).toMatchObject({
      remote: 'mf-account',
      version: '1.0.0',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      requires: { '@reeltalk/contracts': '^1.0.0', '@reeltalk/web-kit': '^1.0.0' },
    });
    expect(Object.keys(record.builtAgainst).sort()).toEqual(['@reeltalk/contracts', '@reeltalk/web-kit']);
    expect(record.files['remoteEntry.js']).toBe(integrityOf(Buffer.from('var mf_account = "Account 1.0.0";')));
    expect(Object.keys(record.files).sort()).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'static/js/page.0a1b2c3d.js',
      'static/js/page.0a1b2c3d.js.br',
    ]);
  });
});

describe('liveChain', () => {
  const at = '2026-01-01T00:00:00.000Z';
  it('stacks releases and undoes on rollback to a version in the chain', () => {
    const history = [
      { version: '1.0.0', at, by: 'release' as const },
      { version: '1.1.0', at, by: 'release' as const },
      { version: '1.2.0', at, by: 'forced' as const },
      { version: '1.1.0', at, by: 'rollback' as const },
      { version: '0.9.0', at, by: 'rollback' as const },
    ];
    expect(liveChain(history.slice(0, 3))).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(liveChain(history.slice(0, 4))).toEqual(['1.0.0', '1.1.0']);
    expect(liveChain(history)).toEqual(['1.0.0', '1.1.0', '0.9.0']);
  });
});
