import webKitPackage from '../package.json' with { type: 'json' };

/**
 * The version of web-kit, read from package.json, so it cannot drift from what was released: the shell compares it
 * with the range each remote was built against before loading the remote.
 */
export const WEB_KIT_VERSION: string = webKitPackage.version;
