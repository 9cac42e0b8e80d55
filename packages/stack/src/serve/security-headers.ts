import type { ServerResponse } from 'node:http';
import { storageEndpoint, type StackConfig } from '../config.ts';
import { runtimeConfig } from './runtime-config.ts';

/** Where the app's pages load from and talk to, besides their own origin. */
interface PageSources {
  /** Origins of the remotes in the registry: their manifests, scripts, styles and fonts. */
  remotes: string[];
  /** The object storage's origin: presigned audio streamed by media elements, timelines and peaks fetched. */
  storage: string;
  /** Firebase Auth's API (the emulator, or Google's identity and token endpoints). */
  authApi: string[];
  /** Firebase Auth's helper iframe that popup sign-in talks through (the emulator, or the auth domain). */
  authFrame: string;
}

/** Firebase's popup sign-in loads Google's gapi loader on the page, with the emulator as with a real project. */
const GOOGLE_API_LOADER = 'https://apis.google.com';
const FIREBASE_AUTH_API = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** The origin of an http(s) URL; undefined for anything else, so no setting can add words to the policy. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const defined = (values: Array<string | undefined>): string[] => [...new Set(values.filter((v) => v !== undefined))];

/**
 * The sources of this deployment: the origins of the manifests the remote registry may name (live and earlier
 * releases, development builds), S3_ENDPOINT and the Firebase settings.
 */
export function pageSources(config: StackConfig, remoteManifests: readonly string[]): PageSources {
  const emulator = runtimeConfig(config).authEmulatorUrl;
  const emulatorOrigin = emulator ? originOf(emulator) : undefined;
  const authDomain = originOf(`https://${config.firebaseAuthDomain}`);
  return {
    remotes: defined(remoteManifests.map(originOf)),
    storage: originOf(storageEndpoint(config)) ?? "'none'",
    authApi: emulatorOrigin ? [emulatorOrigin] : FIREBASE_AUTH_API,
    authFrame: (emulatorOrigin ?? authDomain) || "'none'",
  };
}

/**
 * The Content-Security-Policy of the app's pages: scripts only from this host, the remotes and Google's API loader
 * (no inline script, no eval); network and media only to this host, the remotes, storage and Firebase Auth; frames
 * only Firebase's auth helper; nobody may frame the app. Styles allow 'unsafe-inline': React's style props and
 * wavesurfer's shadow-DOM <style> element are inline styles, and a style cannot run script.
 */
export function pagePolicy(sources: PageSources): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sources.remotes, GOOGLE_API_LOADER],
    ['style-src', "'self'", "'unsafe-inline'", ...sources.remotes],
    ['font-src', "'self'", ...sources.remotes],
    // A profile picture may be at any http or https address; blob: is a chosen image previewed before it is sent (a
    // cover, an avatar).
    ['img-src', "'self'", 'data:', 'blob:', 'http:', 'https:'],
    ['connect-src', "'self'", ...sources.remotes, sources.storage, ...sources.authApi],
    // blob: is audio the page made itself, such as a pronunciation's "Hear it" fetched with the user's token.
    ['media-src', "'self'", 'blob:', sources.storage],
    ['frame-src', sources.authFrame],
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** For answers that are never a page (the bff's JSON and event streams): nothing may load or run in them. */
export const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every answer of a static host carries: its CSP, no content-type sniffing (a text file never runs as a
 * script), and only the origin as referrer to other sites, so project paths do not leak to storage or Google while
 * Firebase API keys restricted by referrer keep working.
 */
export function setSecurityHeaders(res: ServerResponse, policy: string): void {
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}
