import contractsPackage from '../package.json' with { type: 'json' };

/**
 * The version of these contracts, read from package.json, so it cannot drift from what was released: the shell
 * compares it with the range each remote was built against before loading the remote.
 */
export const CONTRACTS_VERSION: string = contractsPackage.version;
