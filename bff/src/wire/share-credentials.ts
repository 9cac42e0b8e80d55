import { SHARE_HEADERS, sharedAudioRequestSchema } from '@reeltalk/contracts';
import { parseBody, routeParam } from '../http.ts';
import type { ShareCredentials } from '../share/service.ts';
import type { RouteContext } from './answers.ts';

/**
 * A listener's proof, as the spec spreads it over the request, read once into the one ShareCredentials the share
 * service checks: the access key is always the X-Access-Key header; the project and its owner are the path's :id and
 * the X-Project-Owner header on the shared page's own routes, and the body's projectId and ownerUserId when asking
 * for the mix's address.
 */
export function shareCredentialsOf(ctx: RouteContext): ShareCredentials {
  return {
    projectId: routeParam(ctx, 'id'),
    ownerId: ctx.get(SHARE_HEADERS.owner),
    accessKey: ctx.get(SHARE_HEADERS.accessKey),
  };
}

/** POST /api/audio/presigned-url-share: the file asked for, and the credentials from the body and the header. */
export function sharedAudioRequestOf(ctx: RouteContext): {
  credentials: ShareCredentials;
  s3Key: string;
  download: boolean | undefined;
} {
  const { s3Key, projectId, ownerUserId, download } = parseBody(ctx, sharedAudioRequestSchema);
  return {
    credentials: { projectId, ownerId: ownerUserId, accessKey: ctx.get(SHARE_HEADERS.accessKey) },
    s3Key,
    download,
  };
}
