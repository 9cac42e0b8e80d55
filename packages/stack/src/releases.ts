import { commandContext, parseCommandLine, remoteAndRest, runCommand } from './release/cli.ts';
import { listReleases } from './release/commands.ts';

runCommand('npm run releases -- <remote>', async () => {
  const { remote } = remoteAndRest(parseCommandLine({}).positionals, 0);
  await listReleases(commandContext(), remote);
});
