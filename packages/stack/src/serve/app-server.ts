import http from 'node:http';
import path from 'node:path';
import { repoRoot, type FrontEndName, type StackConfig } from '../config.ts';
import { proxyToBff } from './api-proxy.ts';
import { originFormTarget } from './request-target.ts';
import { remotesRegistry, runtimeConfig } from './runtime-config.ts';
import { NOTHING_POLICY, pagePolicy, pageSources, setSecurityHeaders } from './security-headers.ts';
import { sendJson, sendText, serveStatic } from './static-files.ts';

interface AppServerOptions {
  /** The built front end to serve; defaults to <app>/dist in the repository. */
  distDir?: string;
}

/**
 * The web server of one front end. Every front end serves its own dist/; remotes add CORS so the shell's origin
 * may load them; the shell also answers /config.json and /remotes.json and forwards /api/* to the bff. Only
 * origin-form paths are accepted (see originFormTarget), so no request line can point the proxy or the file routing
 * anywhere else.
 */
export function createAppServer(app: FrontEndName, config: StackConfig, options: AppServerOptions = {}): http.Server {
  const root = path.resolve(options.distDir ?? path.join(repoRoot, app, 'dist'));
  const isShell = app === 'shell';
  const bff = { host: config.host, port: config.ports.bff };
  // The registry can change on every request (REMOTES_FILE) and the policy names its origins; an unreadable
  // registry loads no remote, so its policy names none.
  const policy = async () => pagePolicy(pageSources(config, await remotesRegistry(config).catch(() => ({}))));

  const server = http.createServer((req, res) => {
    const target = originFormTarget(req.url);
    if (!target) {
      setSecurityHeaders(res, NOTHING_POLICY);
      return sendText(res, 400, 'Bad request');
    }
    const { pathname } = target;
    if (isShell && (pathname === '/api' || pathname.startsWith('/api/'))) {
      setSecurityHeaders(res, NOTHING_POLICY);
      return proxyToBff(req, res, bff, target.raw);
    }

    void policy().then((pagePolicy) => {
      setSecurityHeaders(res, pagePolicy);
      if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendText(res, 405, 'Method not allowed');
      }
      if (isShell && pathname === '/config.json') return sendJson(res, 200, runtimeConfig(config));
      if (isShell && pathname === '/remotes.json') {
        return remotesRegistry(config).then(
          (registry) => sendJson(res, 200, registry),
          (error: Error) => sendJson(res, 500, { error: 'bad_registry', message: `REMOTES_FILE: ${error.message}` }),
        );
      }
      serveStatic(req, res, target.rawPathname, { root, spaFallback: isShell });
    });
  });
  // A tunnel (CONNECT host:port) would reach whatever the client names: never open one.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  return server;
}
