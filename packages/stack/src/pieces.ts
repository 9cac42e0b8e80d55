import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { frontEnds, portVariable, repoRoot, type StackConfig } from './config.ts';
import { storageEnv, type BackingServices } from './embedded.ts';
import { nodeWithTsx } from './process.ts';

/** One process of the running stack, with everything needed to start it again on its own. */
export interface PiecePlan {
  name: string;
  port: number;
  /** Origin the piece answers on. */
  url: string;
  /** Answers 2xx once the piece can do its job. */
  healthUrl: string;
  command: string[];
  cwd: string;
  /** Set on top of the starting process's own environment. */
  env: Record<string, string>;
}

/**
 * The secret the bff presents to the media-service: SERVICE_TOKEN when set (both services refuse one shorter than 32
 * characters), else a random one of 64 characters for this run.
 */
export function serviceTokenOf(env: NodeJS.ProcessEnv): string {
  return env.SERVICE_TOKEN || randomBytes(32).toString('hex');
}

/** The environment every piece gets: one resolved set of settings, so all of them agree on ports and secrets. */
export function stackEnv(config: StackConfig, services: BackingServices, serviceToken: string): Record<string, string> {
  const env: Record<string, string> = {
    HOST: config.host,
    DATA_DIR: config.dataDir,
    PORT_OFFSET: String(config.portOffset),
    BFF_PORT: String(config.ports.bff),
    MEDIA_SERVICE_PORT: String(config.ports.mediaService),
    MEDIA_SERVICE_URL: `http://${config.host}:${config.ports.mediaService}`,
    SERVICE_TOKEN: serviceToken,
    ...storageEnv(services),
    FIREBASE_PROJECT_ID: config.firebaseProjectId,
    FIREBASE_API_KEY: config.firebaseApiKey,
    FIREBASE_AUTH_DOMAIN: config.firebaseAuthDomain,
    FIREBASE_USE_EMULATOR: String(services.authEmulatorHost !== undefined),
    SUPPORT_EMAIL: config.supportEmail,
    SMTP_URL: services.smtpUrl,
    APP_URL: `http://${config.host}:${config.ports.shell}`,
    LOG_LEVEL: config.logLevel,
  };
  for (const f of frontEnds) env[portVariable(f.app)] = String(config.ports[f.app]);
  if (services.authEmulatorHost) env.FIREBASE_AUTH_EMULATOR_HOST = services.authEmulatorHost;
  if (config.remotesFile) env.REMOTES_FILE = config.remotesFile;
  return env;
}

/** media-service, bff, then every front end; the order they are listed and stopped in. */
export function planPieces(config: StackConfig, env: Record<string, string>): PiecePlan[] {
  const origin = (port: number) => `http://${config.host}:${port}`;
  const service = (name: 'media-service' | 'bff', port: number, health: string): PiecePlan => ({
    name,
    port,
    url: origin(port),
    healthUrl: origin(port) + health,
    command: [...nodeWithTsx(), 'src/server.ts'],
    cwd: path.join(repoRoot, name),
    env,
  });
  return [
    service('media-service', config.ports.mediaService, '/health'),
    service('bff', config.ports.bff, '/api/health'),
    ...frontEnds.map((f): PiecePlan => ({
      name: f.app,
      port: config.ports[f.app],
      url: origin(config.ports[f.app]),
      healthUrl: origin(config.ports[f.app]) + (f.app === 'shell' ? '/index.html' : '/mf-manifest.json'),
      command: [...nodeWithTsx(), path.join(repoRoot, 'packages/stack/src/serve-app.ts'), f.app],
      cwd: repoRoot,
      env,
    })),
  ];
}
