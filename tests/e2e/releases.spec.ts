import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pieceLogFile, remotes, repoRoot } from '@reeltalk/stack';
import { createUser } from './support/accounts.ts';
import { expect, signInAt, test } from './support/fixtures.ts';
import { changeFile, markHeading } from './support/remote-source.ts';
import { appDir, E2E_ENV, hashTree, rebuild, stack } from './support/stack.ts';

const run = promisify(execFile);

type ReleaseCommand = 'release' | 'rollback' | 'releases';

/** Runs `npm run <command> -- <args>` against this stack, as a team would; answers its output and how long it took. */
async function npmRun(command: ReleaseCommand, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const { stdout, stderr } = await run('npm', ['run', '--silent', command, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...E2E_ENV, ...env },
  });
  return { output: stdout + stderr, seconds: (performance.now() - started) / 1000 };
}

/** The message a refused command prints (it exits with 1). */
async function refusal(command: ReleaseCommand, args: string[]): Promise<string> {
  const refused = await npmRun(command, args).then(
    () => undefined,
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code, output: `${error.stderr}` }),
  );
  expect(refused, `npm run ${command} -- ${args.join(' ')} was not refused`).toBeDefined();
  expect(refused!.code).toBe(1);
  return refused!.output;
}

/** The files of the shell's build and of every other remote's build and releases, hashed. */
function everythingBut(remote: string): Record<string, Record<string, string>> {
  const trees: Record<string, Record<string, string>> = { shell: hashTree(path.join(appDir('shell'), 'dist')) };
  for (const { app } of remotes.filter((r) => r.app !== remote)) {
    trees[app] = hashTree(path.join(appDir(app), 'dist'));
    const releases = path.join(stack.dataDir, 'releases', app);
    trees[`${app} releases`] = existsSync(releases) ? hashTree(releases) : {};
  }
  return trees;
}

/** The releases listing's line of a version: `* 1.1.0 …` when it is live. */
const listed = (output: string, version: string) =>
  output.split('\n').find((line) => line.replace(/^[*\s]+/, '').startsWith(`${version} `));

/** The bff's log lines of remotes the shell refused to load. */
const refusalLines = () =>
  readFileSync(pieceLogFile(stack.dataDir, 'bff'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"event":"remote_refused"'));

const measured = (description: string) => test.info().annotations.push({ type: 'measured', description });

test.describe('releases of one remote (issue 27)', { tag: ['@shell', '@mf-account'] }, () => {
  // The second test starts from the releases the first made.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(5 * 60_000);

  test('a changed mf-account is released and shows on the next page load, nothing else changes; rollback brings the old text back; releases lists both', async ({
    page,
  }) => {
    const user = await createUser();
    await signInAt(page, user, '/app/account');
    await expect(page.getByTestId('account-page')).toBeVisible();
    const untouched = everythingBut('mf-account');

    await npmRun('release', ['mf-account', '--version', '1.0.0']);
    const marker = `Released for e2e ${Date.now()}`;
    const unmark = markHeading('mf-account', 'e2e-release-marker', marker);
    try {
      const released = await npmRun('release', ['mf-account', '--version', '1.1.0']);
      measured(`release of mf-account (type check, build, store, switch): ${released.seconds.toFixed(1)} s`);
    } finally {
      unmark();
      // The checkout's own build is left as it was.
      await rebuild('mf-account');
    }
    await page.reload();
    await expect(page.getByTestId('e2e-release-marker')).toHaveText(marker);
    expect(everythingBut('mf-account')).toEqual(untouched);

    const bothListed = (await npmRun('releases', ['mf-account'])).output;
    expect(listed(bothListed, '1.1.0')).toMatch(/^\*/);
    expect(listed(bothListed, '1.0.0')).toMatch(/^\s/);

    const rolledBack = await npmRun('rollback', ['mf-account']);
    measured(`rollback of mf-account: ${rolledBack.seconds.toFixed(1)} s`);
    await page.reload();
    await expect(page.getByTestId('account-page')).toBeVisible();
    await expect(page.getByTestId('e2e-release-marker')).toHaveCount(0);
    const afterRollback = (await npmRun('releases', ['mf-account'])).output;
    expect(listed(afterRollback, '1.0.0')).toMatch(/^\*/);
    expect(listed(afterRollback, '1.1.0')).toMatch(/^\s/);
    expect(everythingBut('mf-account')).toEqual(untouched);
  });

  test('a build needing a newer contracts major is refused; forced live anyway, the shell loads the last compatible release and the refusal is logged', async ({
    page,
  }) => {
    // The major after the one the shell is built with: no build of the shell provides it.
    const shellMajor = Number(
      JSON.parse(readFileSync(path.join(repoRoot, 'packages/contracts/package.json'), 'utf8')).version.split('.')[0],
    );
    const newerMajor = `^${shellMajor + 1}.0.0`;
    const marker = `Needs contracts ${shellMajor + 1} ${Date.now()}`;
    const refusalsBefore = refusalLines().length;
    const packageFile = path.join(appDir('mf-account'), 'package.json');
    const needed = JSON.parse(readFileSync(packageFile, 'utf8')).dependencies['@reeltalk/contracts'];
    const undo = [
      markHeading('mf-account', 'e2e-major-marker', marker),
      changeFile(packageFile, `"@reeltalk/contracts": "${needed}"`, `"@reeltalk/contracts": "${newerMajor}"`),
    ];
    let refused: string;
    try {
      refused = await refusal('release', ['mf-account', '--version', '2.0.0']);
      await npmRun('release', ['mf-account', '--version', '2.0.0', '--force'], { REELTALK_ALLOW_FORCED_RELEASE: '1' });
    } finally {
      for (const step of undo.reverse()) step();
      await rebuild('mf-account');
    }
    expect(refused).toContain(
      `mf-account 2.0.0 needs @reeltalk/contracts ${newerMajor}; the shell provides ${shellMajor}.`,
    );
    expect(listed((await npmRun('releases', ['mf-account'])).output, '2.0.0')).toMatch(/^\*/);

    await signInAt(page, await createUser(), '/app/account');
    // The page works on the release live before the forced one (1.0.0, after the first test's rollback).
    await expect(page.getByTestId('account-page')).toBeVisible();
    await expect(page.getByTestId('account-page').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('e2e-major-marker')).toHaveCount(0);
    await expect.poll(() => refusalLines().length).toBe(refusalsBefore + 1);
    const line = refusalLines().at(-1)!;
    expect(line).toContain('"remote":"mf_account"');
    expect(line).toContain('"version":"2.0.0"');
    expect(line).toContain(newerMajor);
    expect(line).toContain('"loaded":"1.0.0"');

    // The stack is left on a compatible release.
    await npmRun('rollback', ['mf-account']);
  });
});
