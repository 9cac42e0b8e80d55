import { commandContext, parseCommandLine, remoteAndRest, runCommand } from './release/cli.ts';
import { releaseRemote } from './release/commands.ts';

runCommand('npm run release -- <remote> [--version <x.y.z>]', async () => {
  const { positionals, values } = parseCommandLine({ version: { type: 'string' }, force: { type: 'boolean' } });
  const { remote } = remoteAndRest(positionals, 0);
  await releaseRemote(commandContext(), remote, values);
});
