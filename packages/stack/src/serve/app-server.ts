import http from 'node:http';
import path from 'node:path';
import { repoRoot, type FrontEndName, type StackConfig } from '../config.ts';
import { proxyToBff } from './api-proxy.ts';
import { remotesRegistry, runtimeConfig } from './runtime-config.ts';
import { sendJson, sendText, serveStatic } from './static-files.ts';

export interface AppServerOptions {
  /** The built front end to serve; defaults to <app>/dist in the repository. */
  distDir?: string;
}

/**
 * The web server of one front end. Every front end serves its own dist/; remotes add CORS so the shell's origin
 * may load them; the shell also answers /config.json and /remotes.json and forwards /api/* to the bff.
 */
export function createAppServer(app: FrontEndName, config: StackConfig, options: AppServerOptions = {}): http.Server {
  const root = options.distDir ?? path.join(repoRoot, app, 'dist');
  const isShell = app === 'shell';
  const bffOrigin = `http://${config.host}:${config.ports.bff}`;

  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isShell && (pathname === '/api' || pathname.startsWith('/api/'))) return proxyToBff(req, res, bffOrigin);

    if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    if (isShell && pathname === '/config.json') return sendJson(res, 200, runtimeConfig(config));
    if (isShell && pathname === '/remotes.json') {
      remotesRegistry(config).then(
        (registry) => sendJson(res, 200, registry),
        (error: Error) => sendJson(res, 500, { error: 'bad_registry', message: `REMOTES_FILE: ${error.message}` }),
      );
      return;
    }
    serveStatic(req, res, { root, spaFallback: isShell }).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
}
