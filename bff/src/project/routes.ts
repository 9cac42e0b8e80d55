import Router from '@koa/router';
import {
  assignPublisherSchema,
  createProjectSchema,
  libraryQuerySchema,
  updateProjectSchema,
  type Project,
  type ProjectNarration,
} from '@reeltalk/contracts';
import { callerOf, parseBody, routeParam } from '../http.ts';
import { answerData, answerDone, answerFields } from '../wire/answers.ts';
import type { AppState, Caller } from '../state.ts';
import { toProjectJson } from './json.ts';
import type { ProjectService } from './service.ts';

export function projectRoutes(
  projects: ProjectService,
  narrationOf: (caller: Caller, projectId: string) => Promise<ProjectNarration | undefined>,
  /** Told of every change of a project (what it was, what it is), for work that follows from it (a remix). */
  changed: (caller: Caller, before: Project, after: Project) => void,
): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/projects' });

  router.post(
    '/',
    answerData(async (ctx) => {
      const body = parseBody(ctx, createProjectSchema);
      ctx.status = 201;
      return projects.create(callerOf(ctx), body);
    }),
  );

  // The library: filtered, searched and paged by the query (zod's refusal of it is a 400).
  router.get(
    '/',
    answerFields((ctx) => projects.list(callerOf(ctx), libraryQuerySchema.parse(ctx.query))),
  );

  // While a narration is queued or running, the project says so (`narration`), for review to resume watching it. The
  // caller's access and the project's publisher tell the shell whether to open its steps or the listening view.
  router.get(
    '/:id',
    answerData(async (ctx) => {
      const caller = callerOf(ctx);
      const { project: row, access } = await projects.accessWithLevel(caller, routeParam(ctx, 'id'), 'play');
      const project = {
        ...toProjectJson(row),
        access,
        publisher: row.publisher_id && row.publisher_name ? { _id: row.publisher_id, name: row.publisher_name } : null,
      };
      // The job record is asked only when the project's own read found a narration whose end is not recorded.
      const narration = row.narration_pending ? await narrationOf(caller, project._id) : undefined;
      return narration ? { ...project, narration } : project;
    }),
  );

  router.patch(
    '/:id',
    answerData(async (ctx) => {
      const body = parseBody(ctx, updateProjectSchema);
      const [caller, id] = [callerOf(ctx), routeParam(ctx, 'id')];
      const { before, after } = await projects.update(caller, id, body);
      changed(caller, before, after);
      return after;
    }),
  );

  router.delete(
    '/:id',
    answerDone((ctx) => projects.remove(callerOf(ctx), routeParam(ctx, 'id'))),
  );

  router.post(
    '/:id/duplicate',
    answerData(async (ctx) => {
      ctx.status = 201;
      return projects.duplicate(callerOf(ctx), routeParam(ctx, 'id'));
    }),
  );

  router.put(
    '/:id/publisher',
    answerData(async (ctx) => {
      const { publisherId } = parseBody(ctx, assignPublisherSchema);
      return projects.assign(callerOf(ctx), routeParam(ctx, 'id'), publisherId);
    }),
  );

  return router;
}
