import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEnds, repoRoot, type FrontEndName } from './config.ts';
import { exited, OutputTail, spawnWithLines } from './process.ts';

const require = createRequire(import.meta.url);
const rspackBin = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin/rspack.js');

/** Shared code every front end bundles: a change there makes every build stale. */
const sharedSources = ['packages/web-kit/src', 'packages/contracts/src', 'packages/rspack-base/src'];

export interface BuildResult {
  app: FrontEndName;
  seconds: number;
}

const appDir = (app: FrontEndName) => path.join(repoRoot, app);
/** The file a finished build always writes: the shell's page or a remote's manifest. */
const builtEntry = (app: FrontEndName) =>
  path.join(appDir(app), 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

/** Everything a front end's bundle is made from. */
export const sourcesOf = (app: FrontEndName): string[] => [
  ...['src', 'public', 'index.html', 'rspack.config.ts', 'package.json'].map((name) => path.join(appDir(app), name)),
  ...sharedSources.map((dir) => path.join(repoRoot, dir)),
];

/**
 * A build is stale when its output is missing or any source changed after it. The time of the last build is the
 * dist folder's own mtime, set when a build finishes, since rspack leaves unchanged output files untouched.
 */
export function isStale(entryFile: string, sources: readonly string[]): boolean {
  if (!existsSync(entryFile)) return true;
  const builtAt = statSync(path.dirname(entryFile)).mtimeMs;
  return sources.some((source) => newestModification(source) > builtAt);
}

export const staleApps = (): FrontEndName[] =>
  frontEnds.map((f) => f.app).filter((app) => isStale(builtEntry(app), sourcesOf(app)));

/** A production build of one front end into <app>/dist, with rspack's CLI as the app's own `npm run build` does. */
export async function buildApp(app: FrontEndName): Promise<BuildResult> {
  const started = performance.now();
  const output = new OutputTail(200);
  const child = spawnWithLines(
    [process.execPath, rspackBin, 'build', '--mode', 'production'],
    { cwd: appDir(app), env: { ...process.env, NODE_ENV: 'production' } },
    (line) => output.push(line),
  );
  const code = await exited(child);
  if (code !== 0 || !existsSync(builtEntry(app))) {
    throw new Error(`building ${app} failed (exit ${code}):\n${output}`);
  }
  const now = new Date();
  utimesSync(path.dirname(builtEntry(app)), now, now);
  return { app, seconds: (performance.now() - started) / 1000 };
}

/** Builds the given front ends, as many at a time as there are cores, and reports how long each took. */
export async function buildApps(
  apps: readonly FrontEndName[],
  onBuilt: (result: BuildResult) => void = () => {},
): Promise<BuildResult[]> {
  const queue = [...apps];
  const results: BuildResult[] = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await buildApp(app).catch((error: unknown) => {
        queue.length = 0; // one failure fails the whole build: start no more
        throw error;
      });
      results.push(result);
      onBuilt(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), apps.length) }, worker));
  return frontEnds.map((f) => results.find((r) => r.app === f.app)).filter((r) => r !== undefined);
}

async function main(args: string[]): Promise<void> {
  const known = new Set<string>(frontEnds.map((f) => f.app));
  const named = args.filter((arg) => arg !== '--all');
  const unknown = named.filter((arg) => !known.has(arg));
  if (unknown.length > 0) {
    console.error(`unknown app: ${unknown.join(', ')}\nusage: build.ts [--all | ${[...known].join(' | ')} ...]`);
    process.exit(2);
  }
  const apps = args.includes('--all')
    ? frontEnds.map((f) => f.app)
    : named.length > 0
      ? (named as FrontEndName[])
      : staleApps();
  if (apps.length === 0) {
    console.log('Every front end is up to date.');
    return;
  }
  const started = performance.now();
  await buildApps(apps, (r) => console.log(`built ${r.app} in ${r.seconds.toFixed(2)} s → ${r.app}/dist`));
  console.log(`${apps.length} front end(s) built in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
