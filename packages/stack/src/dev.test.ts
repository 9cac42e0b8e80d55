import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { exposedScripts } from '../testing/federation.ts';
import { readStackConfig, repoRoot } from './config.ts';
import { exited, nodeWithTsx, spawnWithLines } from './process.ts';
import { openReleaseStore } from './release/open-store.ts';
import { ReleaseRegistry } from './release/registry.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'reeltalk-dev-command-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('npm run dev -- mf-account serves its development build through the registry until Ctrl-C', async () => {
  const registry = new ReleaseRegistry(openReleaseStore(readStackConfig({ DATA_DIR: dataDir })));
  const devOverride = async () => (await registry.read()).remotes['mf-account']?.devOverride?.manifest;
  const lines: string[] = [];
  let served!: (manifestUrl: string) => void;
  const serving = new Promise<string>((resolve) => (served = resolve));
  const child = spawnWithLines(
    [...nodeWithTsx(), path.join(repoRoot, 'packages/stack/src/dev.ts'), 'mf-account'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } },
    (line) => {
      lines.push(line);
      const url = /^Serving a development build of mf-account at (\S+) \(ready in /.exec(line)?.[1];
      if (url) served(url);
    },
  );
  const manifestUrl = await Promise.race([
    serving,
    exited(child).then((code) => Promise.reject(new Error(`npm run dev exited (${code}):\n${lines.join('\n')}`))),
  ]);

  expect(await devOverride()).toBe(manifestUrl);
  const page = await exposedScripts(manifestUrl, 'Page');
  expect(page).toContain('AccountPage');
  // Its JSX calls the runtime a production shell provides (whose development runtime has no jsxDEV).
  expect(page).not.toContain('jsxDEV');
  // Built by rspack's own process: the federation plugin writes runtime code from its functions' source, and inside
  // tsx (esbuild keeps names) that code called esbuild's __name helper, which no browser has: the shell could not
  // start the remote.
  const entry = await (await fetch(new URL('remoteEntry.js', manifestUrl))).text();
  expect(entry).toContain('mf_account');
  expect(entry).not.toMatch(/\b__name\(/);

  child.kill('SIGINT');
  expect(await exited(child)).toBe(0);
  expect(lines.at(-1)).toBe("Stopped: the shell loads mf-account's latest build in mf-account/dist again.");
  expect(await devOverride()).toBeUndefined();
});
