import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isRemoteName, readStackConfig, remotes, repoRoot, type RemoteName } from '../config.ts';
import type { CommandContext } from './commands.ts';
import { openReleaseStore } from './open-store.ts';

class UsageError extends Error {}

/** The options and positionals of the command line; a malformed one is a usage error. */
export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(options: T) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The remote a command is about (the first positional), and at most `more` positionals after it. */
export function remoteAndRest(positionals: string[], more: number): { remote: RemoteName; rest: string[] } {
  const [remote, ...rest] = positionals;
  if (!remote || !isRemoteName(remote)) {
    const names = remotes.map((r) => r.app).join(', ');
    throw new UsageError(`Name the remote: ${names}${remote ? ` (not "${remote}")` : ''}.`);
  }
  if (rest.length > more) throw new UsageError(`Unexpected: ${rest.slice(more).join(' ')}`);
  return { remote, rest };
}

/** The stack's settings from the environment, as npm start reads them (DATA_DIR, RELEASES_S3_PREFIX, …). */
export function commandContext(): CommandContext {
  const config = readStackConfig();
  return {
    config,
    store: openReleaseStore(config),
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    print: (line) => console.log(line),
  };
}

/** Runs a command: its refusal or failure is printed as one message (exit 1), a wrong command line with its usage (2). */
export function runCommand(usage: string, command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error instanceof UsageError ? `${error.message}\nusage: ${usage}` : error.message);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
