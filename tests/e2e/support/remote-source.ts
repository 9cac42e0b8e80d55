import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@reeltalk/stack';
import { appDir } from './stack.ts';

/** The source file of a remote's exposed module, as its rspack.config.ts names it ('./Page' → src/AccountPage.tsx). */
export function exposedModule(app: RemoteName, name: string): string {
  const config = readFileSync(path.join(appDir(app), 'rspack.config.ts'), 'utf8');
  const match = new RegExp(`'${name.replace(/[./]/g, '\\$&')}':\\s*'([^']+)'`).exec(config);
  if (!match?.[1]) throw new Error(`${app}/rspack.config.ts exposes no ${name}`);
  return path.join(appDir(app), match[1]);
}

/**
 * Changes a file of the checkout for a test: the first `from` becomes `to`. Answers the undo, which changes back only
 * that, so an edit someone made meanwhile is kept.
 */
export function changeFile(file: string, from: string, to: string): () => void {
  const original = readFileSync(file, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} has no ${from} to change`);
  writeFileSync(file, original.replace(from, to));
  return () => {
    const current = readFileSync(file, 'utf8');
    if (current.includes(to)) writeFileSync(file, current.replace(to, from));
  };
}

/** A visible marker put after the first heading of a remote's page: `<span data-testid={testId}>{text}</span>`. */
export const markHeading = (app: RemoteName, testId: string, text: string): (() => void) =>
  changeFile(exposedModule(app, './Page'), '</h1>', `</h1> <span data-testid="${testId}">${text}</span>`);
