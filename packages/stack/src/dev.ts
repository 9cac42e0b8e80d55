import path from 'node:path';
import { frontEndOrigin, repoRoot, type RemoteName } from './config.ts';
import { startDevSession } from './dev/session.ts';
import { commandContext, parseCommandLine, remoteAndRest, runCommand } from './release/cli.ts';
import { liveVersionOf, ReleaseRegistry } from './release/registry.ts';

/** What the shell loads once the development build is gone: the live release, or the latest build. */
async function releasedBuild(registry: ReleaseRegistry, remote: RemoteName): Promise<string> {
  const live = liveVersionOf((await registry.read()).remotes[remote]);
  return live ? `${remote} ${live}, its live release` : `${remote}'s latest build in ${remote}/dist`;
}

runCommand('npm run dev -- <remote>', async () => {
  const { remote } = remoteAndRest(parseCommandLine({}).positionals, 0);
  const { config, store, print } = commandContext();
  const registry = new ReleaseRegistry(store);

  const session = await startDevSession({ config, remote, appDir: path.join(repoRoot, remote), print });
  let ending: Promise<never> | undefined;
  const end = (code: number) =>
    (ending ??= session.stop().then(async () => {
      print(`Stopped: the shell loads ${await releasedBuild(registry, remote)} again.`);
      process.exit(code);
    }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void end(0));

  session.ready.then(
    async () => {
      const seconds = (performance.now() / 1000).toFixed(2);
      print(`Serving a development build of ${remote} at ${session.manifestUrl} (ready in ${seconds} s).`);
      print(`The shell at ${frontEndOrigin(config, 'shell')} loads it on its next page load; every save rebuilds it.`);
      print(`Ctrl-C stops it and puts back ${await releasedBuild(registry, remote)}.`);
    },
    () => {},
  );
  const error = await session.failure;
  console.error(`npm run dev stopped: ${error.message}`);
  await end(1);
});
