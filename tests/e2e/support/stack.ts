import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildApp,
  frontEnds,
  readStackConfig,
  repoRoot,
  startPiece,
  stopPiece,
  e2eStackEnv,
  type FrontEndName,
} from '@reeltalk/stack';

/** The e2e stack's own ports, data folder and settings. */
export const E2E_ENV = e2eStackEnv();

const config = readStackConfig({ ...E2E_ENV });
const origin = (port: number) => `http://${config.host}:${port}`;

export const stack = {
  config,
  dataDir: config.dataDir,
  shellUrl: origin(config.ports.shell),
  emulatorUrl: origin(config.ports.authEmulator),
  /** The embedded mail catcher's page; GET /api/messages lists every e-mail the stack sent. */
  mailCatcherUrl: origin(config.ports.mailCatcher),
  /** The origin a front end is served from, e.g. http://127.0.0.1:3101 for mf-upload. */
  originOf: (app: FrontEndName): string => origin(config.ports[app]),
};

/** Stops one piece of the running stack (a remote's server, the bff...) as an outage would. */
export const stopStackPiece = (name: string): Promise<void> => stopPiece(name, { dataDir: stack.dataDir });

/** Starts a stopped piece again with its recorded command and waits until it answers its health check. */
export async function startStackPiece(name: string): Promise<void> {
  await startPiece(name, { dataDir: stack.dataDir });
}

/** A production build of one front end into <app>/dist, the way `npm run build` builds it. */
export async function rebuild(app: FrontEndName): Promise<void> {
  await buildApp(app);
}

export const appDir = (app: FrontEndName): string => path.join(repoRoot, app);

/** Every file under a folder with the SHA-256 of its bytes, by path relative to the folder. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

/** The tags of a test that loads every front end: a change to any of them runs it (`npm test -w mf-voice`). */
export const EVERY_FRONT_END = frontEnds.map((f) => `@${f.app}`);
