import { mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { RemoteName, StackConfig } from '../config.ts';
import { exited, isAlive, OutputTail, spawnWithLines, stopPid } from '../process.ts';
import { ReleaseRefused } from '../release/errors.ts';
import { MANIFEST_FILE } from '../release/manifest.ts';
import { openReleaseStore } from '../release/open-store.ts';
import { ReleaseRegistry } from '../release/registry.ts';
import { createAppServer } from '../serve/app-server.ts';
import { leftoverDevBuild } from './override.ts';

const rspackBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspack/cli/package.json')),
  'bin/rspack.js',
);

interface DevOptions {
  config: StackConfig;
  remote: RemoteName;
  /** The remote's folder, whose rspack.config.ts is built in development mode into a folder of the session's own. */
  appDir: string;
  print: (line: string) => void;
}

export interface DevSession {
  /** The address the registry names for the shell to load the development build from. */
  manifestUrl: string;
  /** Settles once the first build that compiles is served and named in the registry; rejects when that fails. */
  ready: Promise<void>;
  /** Settles only when the watcher or the server fails, with why; the session has stopped by then. */
  failure: Promise<Error>;
  /** Stops watching and serving, and puts the remote's live release back in the registry. */
  stop(): Promise<void>;
}

/** What rspack's command line prints at the end of each build in watch mode. */
const COMPILED = /^Rspack compiled successfully in ([\d.]+) (ms|s)/;
const FAILED = /^Rspack compiled with \d+ errors?/;

/**
 * DATA_DIR/dev/<remote>-<pid>, emptied by each build; a killed npm run dev leaves its folder behind, so the folders
 * of processes that are gone are removed first.
 */
async function outputFolder(config: StackConfig, remote: RemoteName): Promise<string> {
  const devRoot = path.join(config.dataDir, 'dev');
  await mkdir(devRoot, { recursive: true });
  for (const name of await readdir(devRoot)) {
    const pid = name.startsWith(`${remote}-`) ? Number(name.slice(remote.length + 1)) : NaN;
    if (Number.isInteger(pid) && !isAlive(pid)) await rm(path.join(devRoot, name), { recursive: true, force: true });
  }
  return path.join(devRoot, `${remote}-${process.pid}`);
}

/**
 * npm run dev's work: builds one remote in watch mode into a folder of its own, serves it from a free port with the
 * same server (CORS, headers, caching) as the stack's remotes, and, once its first build compiles, sets the registry's
 * development build for the remote, so the shell loads it on its next page load. The local stack only: a registry in
 * the bucket is read by every shell that uses it.
 */
export async function startDevSession({ config, remote, appDir, print }: DevOptions): Promise<DevSession> {
  if (config.releasesS3Prefix) {
    throw new ReleaseRefused(
      `npm run dev serves a development build through the local stack's registry; with RELEASES_S3_PREFIX set the registry is in the bucket, where every shell that reads it would load ${remote} from this machine.`,
    );
  }
  const registry = new ReleaseRegistry(openReleaseStore(config));
  const leftover = await leftoverDevBuild(registry, remote);
  print(`Building ${remote} for development...`);

  const outputDir = await outputFolder(config, remote);
  const server = createAppServer(remote, config, { distDir: outputDir });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const manifestUrl = `http://${config.host}:${port}/${MANIFEST_FILE}`;

  /** The registry change naming this build, made after the first build that compiles. */
  let naming: Promise<void> | undefined;
  let markReady!: () => void;
  let refuse!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((markReady = resolve), (refuse = reject)));
  // The command line waits on failure rather than on this.
  ready.catch(() => {});
  let reportFailure!: (error: Error) => void;
  const failure = new Promise<Error>((resolve) => (reportFailure = resolve));
  void failure.then(refuse);

  // rspack's own command line in a process of its own, as the production build runs: the federation plugin writes
  // runtime code from its functions' source text, which a TypeScript loader in this process would have rewritten.
  // The lines of the build under way: shown when it does not compile.
  let output = new OutputTail(200);
  const onBuilt = (line: string) => {
    // A terminal that asks for colour (FORCE_COLOR, as CI runners set it) gets rspack's lines with colour codes.
    const plain = stripVTControlCharacters(line);
    const compiled = COMPILED.exec(plain);
    if (FAILED.test(plain)) {
      print(`${remote} does not compile:\n${output}`);
    } else if (compiled) {
      const seconds = Number(compiled[1]) / (compiled[2] === 'ms' ? 1000 : 1);
      if (naming) print(`Rebuilt ${remote} in ${seconds.toFixed(2)} s: reload the page to see it.`);
      else {
        naming = registry.setDevOverride(remote, manifestUrl, leftover);
        naming.then(() => {
          if (leftover)
            print(`Replaced the development build a stopped npm run dev left in the registry (${leftover}).`);
          markReady();
        }, fail);
      }
    } else {
      output.push(line);
      return;
    }
    output = new OutputTail(200);
  };
  const watcher = spawnWithLines(
    [
      process.execPath,
      rspackBin,
      'build',
      '--watch',
      '--mode',
      'development',
      '--output-path',
      outputDir,
      // The stack's file server never hands out .map files (see serveStatic); maps inside the files reach devtools.
      '--devtool',
      'inline-source-map',
    ],
    { cwd: appDir, env: { ...process.env, NODE_ENV: 'development' } },
    onBuilt,
  );
  let watching = true;
  void exited(watcher).then((code) => {
    watching = false;
    if (!stopping) fail(new Error(`rspack stopped building ${remote} (exit ${code}):\n${output}`));
  });

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      if (watching) await stopPid(watcher.pid!);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Named (or being named) by this session: cleared, unless someone replaced it meanwhile.
      const named = await naming?.then(() => true).catch(() => false);
      if (named) await registry.clearDevOverride(remote, manifestUrl);
      await rm(outputDir, { recursive: true, force: true });
    })());
  function fail(error: Error): void {
    void stop().finally(() => reportFailure(error));
  }
  server.on('error', fail);

  return { manifestUrl, ready, failure, stop };
}
