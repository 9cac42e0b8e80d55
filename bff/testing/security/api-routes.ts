import type Router from '@koa/router';
import type Koa from 'koa';
import type { AppState } from '../../src/state.ts';

/** One route the bff answers: `GET /api/projects/:id` has method GET, path '/api/projects/:id' and params ['id']. */
export interface ApiRoute {
  method: string;
  path: string;
  params: string[];
  /** 'GET /api/projects/:id': how the security tests name and classify it. */
  name: string;
}

/**
 * Every route of the running app, read from the routers it mounted (each `router.routes()` middleware carries its
 * router), so a route added anywhere is listed without anyone remembering to. HEAD is left out: the router derives
 * it from GET.
 */
export function apiRoutes(app: Koa<AppState>): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      for (const method of layer.methods.filter((name) => name !== 'HEAD')) {
        const path = String(layer.path);
        routes.push({ method, path, params: layer.paramNames.map((key) => key.name), name: `${method} ${path}` });
      }
    }
  }
  return routes;
}

/**
 * The routes answered without a sign-in: the health check, and the shared page's, each of which proves itself with a
 * share link's access key instead.
 */
export const TOKEN_FREE_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/projects/:id/share-view',
  'GET /api/projects/:id/share-view/comments',
  'POST /api/projects/:id/share-view/comments',
  'POST /api/audio/presigned-url-share',
]);

/** The route's path with each :param replaced by its value; a param with no value fails, naming the route. */
export function fillPath(route: ApiRoute, values: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => {
    const value = values[param];
    if (value === undefined) {
      throw new Error(`${route.name}: no value for its parameter :${param}; say in the security tests what it names`);
    }
    return encodeURIComponent(value);
  });
}
