import type { Context } from 'koa';

/** Whether one dependency answers. */
export type HealthCheck = () => Promise<boolean>;

/**
 * The handler of a service's health route (open to probes): `{status, <name>: 'ok' | 'unreachable'}` for every check,
 * in order. 503 with status 'unavailable' when a `required` check fails, so orchestrators stop routing here; a
 * `reported` one is said but does not make the service unavailable. Each service mounts it on its router, where its
 * route walks see it.
 */
export function healthAnswer(checks: {
  required: Record<string, HealthCheck>;
  reported?: Record<string, HealthCheck>;
}): (ctx: Pick<Context, 'status' | 'body'>) => Promise<void> {
  const all = [
    ...Object.entries(checks.required).map(([name, check]) => ({ name, check, required: true })),
    ...Object.entries(checks.reported ?? {}).map(([name, check]) => ({ name, check, required: false })),
  ];
  return async (ctx) => {
    // A check that throws is a dependency that does not answer.
    const answers = await Promise.all(all.map(({ check }) => check().catch(() => false)));
    const healthy = all.every(({ required }, index) => !required || answers[index]);
    ctx.status = healthy ? 200 : 503;
    ctx.body = {
      status: healthy ? 'ok' : 'unavailable',
      ...Object.fromEntries(all.map(({ name }, index) => [name, answers[index] ? 'ok' : 'unreachable'])),
    };
  };
}
