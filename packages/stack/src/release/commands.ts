import path from 'node:path';
import { repoRoot, type RemoteName, type StackConfig } from '../config.ts';
import { buildApp } from '../build.ts';
import { devBuildAnswers, settleDevBuild } from '../dev/override.ts';
import { filesOf, packageVersion, recordOf, typecheckRemote } from './build-release.ts';
import { checkCompatible } from './compatibility.ts';
import { alreadyReleased, ReleaseRefused } from './errors.ts';
import { MANIFEST_FILE, shellProvides } from './manifest.ts';
import { isExactVersion, newestFirst } from './record.ts';
import { liveVersionOf, ReleaseRegistry } from './registry.ts';
import type { ReleaseStore } from './store.ts';

/** What a command works on: the settings, the release store they name, and the shell build remotes must fit. */
export interface CommandContext {
  config: StackConfig;
  store: ReleaseStore;
  /** The shell's build folder, whose manifest says which shared package versions the shell provides. */
  shellDist: string;
  print: (line: string) => void;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

interface PublishOptions {
  remote: RemoteName;
  version: string;
  /** The build to release. */
  distDir: string;
  /** Tests only: make it live without the compatibility check. */
  force?: boolean;
}

function checkForceAllowed(context: CommandContext, force: boolean | undefined): void {
  if (force && !context.config.allowForcedRelease) {
    throw new ReleaseRefused(
      '--force skips the compatibility check and is for tests only: it needs REELTALK_ALLOW_FORCED_RELEASE=1, which production refuses.',
    );
  }
}

/** A development build left by a killed npm run dev is cleared by a release or rollback; a running one is named. */
async function printDevBuildNote(context: CommandContext, registry: ReleaseRegistry, remote: RemoteName) {
  const note = await settleDevBuild(registry, remote);
  if (note) context.print(note);
}

/**
 * Stores a build as a release and makes it live. A build whose ranges do not fit the shell is refused before
 * anything is stored; a version that exists is refused by the store. Answers the address of the live manifest.
 */
export async function publishRelease(context: CommandContext, options: PublishOptions): Promise<string> {
  const { remote, version, force } = options;
  checkForceAllowed(context, force);
  const shell = force ? {} : await shellProvides(context.shellDist);
  const files = await filesOf(options.distDir);
  const record = await recordOf(remote, version, files);
  if (!force) checkCompatible(record, shell);
  await context.store.publish(record, files);
  const registry = new ReleaseRegistry(context.store);
  await registry.makeLive(remote, version, { shell, force });
  await printDevBuildNote(context, registry, remote);
  return context.store.urlOf(remote, version, MANIFEST_FILE);
}

/**
 * npm run release -- <remote> [--version x.y.z]: checks the remote's types, builds it alone, stores the build as
 * an immutable release and makes it live. The shell, the other remotes and their releases are not touched.
 */
export async function releaseRemote(
  context: CommandContext,
  remote: RemoteName,
  options: { version?: string; force?: boolean },
): Promise<void> {
  const started = performance.now();
  checkForceAllowed(context, options.force);
  const version = options.version ?? (await packageVersion(path.join(repoRoot, remote)));
  if (!isExactVersion(version)) throw new ReleaseRefused(`"${version}" is not a version such as 1.2.0.`);
  if (await context.store.record(remote, version)) {
    const refusal = alreadyReleased(remote, version);
    throw new ReleaseRefused(`${refusal.message} (raise "version" in ${remote}/package.json or pass --version).`);
  }
  // Before the slow steps: a shell that is not built is reported at once.
  if (!options.force) await shellProvides(context.shellDist);

  let step = performance.now();
  await typecheckRemote(remote, context.config);
  context.print(`Type-checked ${remote} in ${seconds(step)}`);
  step = performance.now();
  await buildApp(remote);
  context.print(`Built ${remote} in ${seconds(step)}`);

  const distDir = path.join(repoRoot, remote, 'dist');
  const manifest = await publishRelease(context, { remote, version, distDir, force: options.force });
  const forced = options.force ? ' (forced past the compatibility check)' : '';
  context.print(`Released ${remote} ${version} in ${seconds(started)}${forced}; live at ${manifest}`);
}

/** npm run rollback -- <remote> [<version>]: the previous (or the named) release live again, in one registry change. */
export async function rollbackRemote(context: CommandContext, remote: RemoteName, version?: string): Promise<void> {
  const started = performance.now();
  const shell = await shellProvides(context.shellDist);
  const registry = new ReleaseRegistry(context.store);
  const { from, to } = await registry.rollback(remote, version, { shell });
  await printDevBuildNote(context, registry, remote);
  const manifest = context.store.urlOf(remote, to.version, MANIFEST_FILE);
  context.print(`${remote} ${to.version} is live again (was ${from}), in ${seconds(started)}; live at ${manifest}`);
}

const table = (rows: string[][]): string[] => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
};

/** npm run releases -- <remote>: every release, newest first, the live one marked with '*'. */
export async function listReleases(context: CommandContext, remote: RemoteName): Promise<void> {
  const [releases, registry] = await Promise.all([
    context.store.list(remote),
    new ReleaseRegistry(context.store).read(),
  ]);
  const entry = registry.remotes[remote];
  const live = liveVersionOf(entry);
  if (releases.length === 0) {
    context.print(`${remote} has no releases in ${context.store.location}; the shell loads its latest build.`);
  } else {
    context.print(`Releases of ${remote} in ${context.store.location} (* live):`);
    const rows = releases
      .sort(newestFirst)
      .map((record) => [
        record.version === live ? '*' : ' ',
        record.version,
        record.releasedAt,
        `${record.commit?.slice(0, 12) ?? 'no commit'}${record.uncommittedChanges ? ' + changes' : ''}`,
        `contracts ${record.builtAgainst['@reeltalk/contracts'] ?? '?'}`,
        `web-kit ${record.builtAgainst['@reeltalk/web-kit'] ?? '?'}`,
      ]);
    for (const line of table(rows)) context.print(line);
  }
  if (entry?.devOverride) {
    const { manifest, since } = entry.devOverride;
    const gone = (await devBuildAnswers(manifest))
      ? ''
      : '; nothing answers there (its npm run dev was killed): the next dev replaces it, the next release or rollback clears it';
    context.print(`A development build is served instead: ${manifest} (since ${since})${gone}`);
  }
}
