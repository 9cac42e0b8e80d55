/**
 * A release, rollback or registry change that was refused, with a message for the person who asked: the commands
 * print it as it is and exit with 1; nothing was changed.
 */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

export const alreadyReleased = (remote: string, version: string): ReleaseRefused =>
  new ReleaseRefused(`${remote} ${version} is already released; releases are never overwritten`);
