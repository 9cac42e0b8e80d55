// Compiled by the type check (npm run typecheck), never run: each @ts-expect-error below must stay an error, so a
// handler that no longer answers its route's contract, or a rule that takes another body, fails the check.
import Router from '@koa/router';
import { mediaRoutes } from '@reeltalk/contracts';
import { z } from 'zod';
import { serveRoute } from './serve-route.ts';

const router = new Router();

serveRoute(router, mediaRoutes.deleteProject, () => ({ deleted: 1 }));
// @ts-expect-error an answer the route's answer schema does not describe
serveRoute(router, mediaRoutes.deleteProject, () => ({ removed: 1 }));
// @ts-expect-error an answer of the wrong type
serveRoute(router, mediaRoutes.extractText, () => ({ text: 'words', wordCount: '2' }));
// @ts-expect-error a route without content answers nothing
serveRoute(router, mediaRoutes.deleteObjects, () => ({ deleted: 1 }));

serveRoute(router, mediaRoutes.extractText, ({ params, body }) => {
  // The parameters are the path's and the body the contract's.
  const key: string = body.key;
  // @ts-expect-error a parameter the path does not have
  const userId: string = params.userId;
  return { text: key + userId + params.projectId, wordCount: 1 };
});

// A stricter rule of this service's own is fine; one whose body the contract's type does not fit is not.
serveRoute(router, mediaRoutes.extractText, () => ({ text: '', wordCount: 0 }), {
  body: () => z.object({ key: z.string().startsWith('projects/') }),
});
serveRoute(router, mediaRoutes.extractText, () => ({ text: '', wordCount: 0 }), {
  // @ts-expect-error a rule for another body
  body: () => z.object({ file: z.string() }),
});
serveRoute(router, mediaRoutes.deleteProject, () => ({ deleted: 0 }), {
  // @ts-expect-error a rule for a parameter the path does not have
  params: { userId: z.string() },
});
