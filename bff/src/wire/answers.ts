import type { RouterContext, RouterMiddleware } from '@koa/router';
import { VOICE_MODELS_MESSAGE } from '@reeltalk/contracts';
import type { AppState } from '../state.ts';

/**
 * The spec's answer shapes, in one place. A route's handler returns the value itself (a project, a list, a job id);
 * where the route is registered, one of these says how the spec wraps it on the wire: `{success, data}`,
 * `{success, <field>}`, the value's own fields beside `success`, or `{success}` alone. Routes the spec answers bare
 * (the value as it is, a stream, a file) set `ctx.body` themselves and use none of these.
 */
export type RouteContext = RouterContext<AppState>;
type Handler<T> = (ctx: RouteContext) => Promise<T>;

/** `{success: true, ...}` around what `envelope` makes of the handler's value; its status (201, 202) stays. */
export function answer<T>(envelope: (value: T) => object, handler: Handler<T>): RouterMiddleware<AppState> {
  return async (ctx) => {
    ctx.body = { success: true, ...envelope(await handler(ctx)) };
  };
}

/** `{success: true, data: value}`. */
export const answerData = <T>(handler: Handler<T>) => answer((data: T) => ({ data }), handler);

/** `{success: true, [field]: value}`, e.g. `{success, presignedUrl}` or `{success, project}`. */
export const answerField =
  (field: string) =>
  <T>(handler: Handler<T>) =>
    answer((value: T) => ({ [field]: value }), handler);

/** `{success: true, ...value}`: the value's own fields beside success, e.g. `{success, text, wordCount}`. */
export const answerFields = <T extends object>(handler: Handler<T>) => answer((value: T) => value, handler);

/** `{success: true}`: the handler did what was asked and has nothing to show. */
export const answerDone = (handler: Handler<void>) => answer(() => ({}), handler);

/** POST /api/upload: `{success, s3Url, data: project}`, the stored script's address beside the project. */
export const answerUpload = <P>(handler: Handler<{ s3Url: string; project: P }>) =>
  answer(({ s3Url, project }) => ({ s3Url, data: project }), handler);

/** GET /api/voice-models: `{success, data, message}`, the list with the spec's note on the voice models. */
export const answerVoiceModels = <T>(handler: Handler<T>) =>
  answer((data: T) => ({ data, message: VOICE_MODELS_MESSAGE }), handler);
