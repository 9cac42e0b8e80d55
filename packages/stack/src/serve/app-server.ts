import http from 'node:http';
import path from 'node:path';
import { repoRoot, type FrontEndName, type RemoteName, type StackConfig } from '../config.ts';
import { releaseFolder, releasesFolder } from '../release/folder-store.ts';
import { openReleaseStore } from '../release/open-store.ts';
import { repositoryDist, type RegistrySource } from '../release/served-registry.ts';
import { proxyToBff } from './api-proxy.ts';
import { originFormTarget } from './request-target.ts';
import { remoteManifests, remotesRegistry, runtimeConfig } from './runtime-config.ts';
import { NOTHING_POLICY, pagePolicy, pageSources, setSecurityHeaders } from './security-headers.ts';
import { sendJson, sendText, serveStatic } from './static-files.ts';

interface AppServerOptions {
  /** The built front end to serve; defaults to <app>/dist in the repository. */
  distDir?: string;
  /** Each remote's latest build, for a remote never released: defaults to <remote>/dist in the repository. */
  remoteDistOf?: (remote: RemoteName) => string;
}

/** /releases/<version>/<file>: a file of one of the remote's releases. */
const RELEASE_PATH = /^\/releases\/([^/]+)(\/.*)$/;

/**
 * The web server of one front end. Every front end serves its own dist/; a remote also serves its releases kept in
 * DATA_DIR/releases under /releases/<version>/ (a release never changes: every file may be cached for good); remotes
 * add CORS so the shell's origin may load them; the shell also answers /config.json and /remotes.json and forwards
 * /api/* to the bff. Only
 * origin-form paths are accepted (see originFormTarget), so no request line can point the proxy or the file routing
 * anywhere else.
 */
export function createAppServer(app: FrontEndName, config: StackConfig, options: AppServerOptions = {}): http.Server {
  const root = path.resolve(options.distDir ?? path.join(repoRoot, app, 'dist'));
  const isShell = app === 'shell';
  const bff = { host: config.host, port: config.ports.bff };
  const registry: RegistrySource = {
    config,
    store: openReleaseStore(config),
    distOf: options.remoteDistOf ?? repositoryDist,
  };
  // The registry can change on every request (a release, a rollback, REMOTES_FILE) and the policy names its
  // origins; an unreadable registry loads no remote, so its policy names none.
  const policy = async () => pagePolicy(pageSources(config, await remoteManifests(registry).catch(() => [])));

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
        return remotesRegistry(registry).then(
          (answer) => sendJson(res, 200, answer),
          (error: Error) =>
            sendJson(res, 500, {
              error: 'bad_registry',
              message: config.remotesFile ? `REMOTES_FILE: ${error.message}` : error.message,
            }),
        );
      }
      const release = isShell ? undefined : RELEASE_PATH.exec(target.rawPathname);
      if (release) {
        const folder = releaseFolder(releasesFolder(config), app as RemoteName, release[1]!);
        if (!folder) return sendText(res, 404, 'Not found');
        return serveStatic(req, res, release[2]!, { root: folder, spaFallback: false, immutable: true });
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
