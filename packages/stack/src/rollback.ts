import { commandContext, parseCommandLine, remoteAndRest, runCommand } from './release/cli.ts';
import { rollbackRemote } from './release/commands.ts';

runCommand('npm run rollback -- <remote> [<version>]', async () => {
  const { remote, rest } = remoteAndRest(parseCommandLine({}).positionals, 1);
  await rollbackRemote(commandContext(), remote, rest[0]);
});
