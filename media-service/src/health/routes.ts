import Router from '@koa/router';

type Check = () => Promise<boolean>;

/** Open to probes without a token; 503 when any dependency is down so orchestrators stop routing here. */
export function healthRoutes(checks: { database: Check; storage: Check; queue: Check }): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const [database, storage, queue] = await Promise.all([checks.database(), checks.storage(), checks.queue()]);
    const healthy = database && storage && queue;
    const word = (ok: boolean) => (ok ? 'ok' : 'unreachable');
    ctx.status = healthy ? 200 : 503;
    ctx.body = {
      status: healthy ? 'ok' : 'unavailable',
      database: word(database),
      storage: word(storage),
      queue: word(queue),
    };
  });
  return router;
}
