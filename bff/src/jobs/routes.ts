import Router from '@koa/router';
import { PROJECT_JOB_NOT_FOUND } from '@reeltalk/contracts';
import { NotFound } from '@reeltalk/server-kit';
import { callerOf, routeParam } from '../http.ts';
import type { ProjectService } from '../project/service.ts';
import type { AppState } from '../state.ts';
import { answerData } from '../wire/answers.ts';
import { watchJobEvents } from './events.ts';
import type { HeardJob, JobEventHub } from './hub.ts';
import type { JobState } from './job-state.ts';

/**
 * GET /api/projects/:id/events: how every job of the caller's project is doing, pushed as it happens (one stream per
 * project, whatever the kinds of its jobs). The first events are the current state. GET /api/projects/:id/jobs/:jobId:
 * one of those jobs read again, for a step whose stream dropped.
 */
export function jobEventRoutes(deps: {
  projects: ProjectService;
  hub: JobEventHub;
  jobState: JobState;
  /** The current state of the project's jobs, of every kind. */
  current: (projectId: string) => Promise<HeardJob[]>;
}): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/projects/:id/events', async (ctx) => {
    // Checked before answering, so a refusal is still a JSON error rather than an empty stream.
    const project = await deps.projects.get(callerOf(ctx), routeParam(ctx, 'id'), 'play');
    const watching = watchJobEvents(deps.hub, project._id);
    const current = await deps.current(project._id).catch((error: unknown) => {
      watching.stop();
      throw error;
    });
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    // The events are written straight to the response as they happen: a watcher leaving is no error for Koa.
    ctx.respond = false;
    ctx.res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      'X-Accel-Buffering': 'no',
    });
    // Sent now, not with the first event: a project with no jobs would otherwise leave its watcher waiting for the
    // stream to open until the first keep-alive.
    ctx.res.flushHeaders();
    watching.stream(ctx.res, current);
    ctx.res.once('close', () => watching.stop());
  });

  router.get(
    '/projects/:id/jobs/:jobId',
    answerData(async (ctx) => {
      // Another user's project reads as its job missing, so neither ids can be probed.
      const project = await deps.projects.get(callerOf(ctx), routeParam(ctx, 'id'), 'play').catch((error: unknown) => {
        throw error instanceof NotFound ? new NotFound(PROJECT_JOB_NOT_FOUND) : error;
      });
      return deps.jobState.ofProject(project._id, routeParam(ctx, 'jobId'));
    }),
  );

  return router;
}
