export {
  AppError,
  BadRequest,
  Conflict,
  errorOfStatus,
  Forbidden,
  Gone,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
  UnsupportedMediaType,
} from './errors.ts';
export { compileOnce, connectDatabase } from './database.ts';
export { errorMiddleware } from './error-middleware.ts';
export { healthAnswer, type HealthCheck } from './health.ts';
export { listen, type Listener } from './listener.ts';
export { migrateFromFolder } from './migrations.ts';
export { parseBody } from './parse-body.ts';
export { readRawBody } from './raw-body.ts';
export { requestIdHeaders, withRequestId } from './request-context.ts';
export { INPUT_MESSAGES, jsonBodyParser, queryCheck } from './request-input.ts';
export { createLogger, requestLogMiddleware } from './request-log.ts';
export { runService } from './service.ts';
export {
  booleanSetting,
  commonSettings,
  EMBEDDED_S3_CREDENTIAL,
  portSetting,
  readSettings,
  servicePort,
  type LogLevel,
} from './settings.ts';
