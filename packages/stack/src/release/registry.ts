import type { SharedContractVersions } from '@reeltalk/contracts';
import { z } from 'zod';
import type { RemoteName } from '../config.ts';
import { checkCompatible } from './compatibility.ts';
import { ReleaseRefused } from './errors.ts';
import { integrityOf } from './integrity.ts';
import { MANIFEST_FILE } from './manifest.ts';
import { isExactVersion, type ReleaseRecord } from './record.ts';
import type { ReleaseStore } from './store.ts';

/** How a release came to be live: released, rolled back to, or forced past the compatibility check (tests only). */
type SwitchKind = 'release' | 'rollback' | 'forced';

const switchSchema = z.object({
  version: z.string().refine(isExactVersion),
  at: z.iso.datetime(),
  by: z.enum(['release', 'rollback', 'forced']),
});
type Switch = z.infer<typeof switchSchema>;

const remoteEntrySchema = z.object({
  /** Every switch of the live release, oldest first; never rewritten, only added to. */
  history: z.array(switchSchema),
  /** A development build the local stack serves instead of the live release (npm run dev). */
  devOverride: z.object({ manifest: z.url({ protocol: /^https?$/ }), since: z.iso.datetime() }).optional(),
});
type RemoteEntry = z.infer<typeof remoteEntrySchema>;

const registrySchema = z.object({ remotes: z.partialRecord(z.string().regex(/^mf-[a-z]+$/), remoteEntrySchema) });
export type RegistryDocument = z.infer<typeof registrySchema>;

const EMPTY_ENTRY: RemoteEntry = { history: [] };

/**
 * The releases that were live, in order, as rollback walks them: a release (or a forced one) goes on top; a rollback
 * to a version in the chain goes back to it (what was on top of it is undone, so a second rollback goes further
 * back), and a rollback to any other version goes on top.
 */
export function liveChain(history: readonly Switch[]): string[] {
  const chain: string[] = [];
  for (const { version, by } of history) {
    const earlier = by === 'rollback' ? chain.lastIndexOf(version) : -1;
    if (earlier >= 0) chain.length = earlier + 1;
    else chain.push(version);
  }
  return chain;
}

export const liveVersionOf = (entry: RemoteEntry | undefined): string | undefined =>
  liveChain(entry?.history ?? []).at(-1);

function parseRegistry(stored: unknown, location: string): RegistryDocument {
  if (stored === undefined) return { remotes: {} };
  const parsed = registrySchema.safeParse(stored);
  if (!parsed.success) {
    throw new ReleaseRefused(`The release registry in ${location} is damaged: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

interface SwitchOptions {
  /** The versions of the shared contract packages the running shell provides. */
  shell: SharedContractVersions;
  /** Tests only: skip the compatibility check (the caller has checked REELTALK_ALLOW_FORCED_RELEASE). */
  force?: boolean;
}

/**
 * The single switch: which release of each remote the shell loads. Every change is checked first (the release
 * exists, has a manifest, every file still matches its recorded integrity, its ranges fit the shell) and then made in
 * one atomic registry change.
 */
export class ReleaseRegistry {
  constructor(readonly store: ReleaseStore) {}

  async read(): Promise<RegistryDocument> {
    return parseRegistry(await this.store.readRegistry(), this.store.location);
  }

  /** Makes a stored release live; answers its record. */
  async makeLive(remote: RemoteName, version: string, options: SwitchOptions): Promise<ReleaseRecord> {
    const record = await this.validate(remote, version, options);
    const by: SwitchKind = options.force ? 'forced' : 'release';
    await this.change(remote, (entry) => ({ ...entry, history: [...entry.history, switchTo(version, by)] }));
    return record;
  }

  /**
   * Makes the release that was live before the current one (or the named one) live again. Answers the version that
   * was live and the record of the one that is now.
   */
  async rollback(
    remote: RemoteName,
    version: string | undefined,
    options: Omit<SwitchOptions, 'force'>,
  ): Promise<{ from: string; to: ReleaseRecord }> {
    const chain = liveChain((await this.read()).remotes[remote]?.history ?? []);
    const from = chain.at(-1);
    if (from === undefined) throw new ReleaseRefused(`${remote} has no live release to roll back from.`);
    const target = version ?? chain.at(-2);
    if (target === undefined) throw new ReleaseRefused(`${remote} has no earlier live release than ${from}.`);
    if (target === from) throw new ReleaseRefused(`${remote} ${target} is already live.`);
    const record = await this.validate(remote, target, options);
    await this.change(remote, (entry) => {
      // Someone else switched it meanwhile: what "previous" meant is gone.
      if (liveVersionOf(entry) !== from) {
        throw new ReleaseRefused(
          `${remote} was switched by someone else meanwhile; look at the releases and try again.`,
        );
      }
      return { ...entry, history: [...entry.history, switchTo(target, 'rollback')] };
    });
    return { from, to: record };
  }

  /**
   * Serves a development build of the remote instead of its live release, on this stack, until cleared. `replacing`
   * is the development build the caller found set (one whose server no longer answers), or none: when another one
   * was set meanwhile the change is refused, so of two `npm run dev` of one remote only one is ever served.
   */
  async setDevOverride(remote: RemoteName, manifestUrl: string, replacing?: string): Promise<void> {
    const url = URL.canParse(manifestUrl) ? new URL(manifestUrl) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ReleaseRefused(`A development build's manifest must be an http(s) URL, got "${manifestUrl}".`);
    }
    const since = new Date().toISOString();
    await this.change(remote, (entry) => {
      if (entry.devOverride && entry.devOverride.manifest !== replacing) {
        throw new ReleaseRefused(
          `${remote} is already served from another development build (${entry.devOverride.manifest}, since ${entry.devOverride.since}): stop its npm run dev first.`,
        );
      }
      return { ...entry, devOverride: { manifest: url.href, since } };
    });
  }

  /** Serves the live release again; when `manifestUrl` is named, only if that development build is the one set. */
  async clearDevOverride(remote: RemoteName, manifestUrl?: string): Promise<void> {
    await this.change(remote, ({ devOverride, ...entry }) =>
      manifestUrl === undefined || devOverride?.manifest === manifestUrl ? entry : { ...entry, devOverride },
    );
  }

  private async validate(remote: RemoteName, version: string, options: SwitchOptions): Promise<ReleaseRecord> {
    const record = await this.store.record(remote, version);
    if (!record) throw new ReleaseRefused(`${remote} ${version} is not released (${this.store.location}).`);
    if (!(MANIFEST_FILE in record.files)) throw new ReleaseRefused(`${remote} ${version} has no ${MANIFEST_FILE}.`);
    await Promise.all(
      Object.entries(record.files).map(async ([file, integrity]) => {
        const bytes = await this.store.readFile(remote, version, file);
        if (!bytes) throw new ReleaseRefused(`${remote} ${version} is damaged: ${file} is missing.`);
        if (integrityOf(bytes) !== integrity) {
          throw new ReleaseRefused(`${remote} ${version} is damaged: ${file} does not match its recorded integrity.`);
        }
      }),
    );
    if (!options.force) checkCompatible(record, options.shell);
    return record;
  }

  private change(remote: RemoteName, update: (entry: RemoteEntry) => RemoteEntry): Promise<void> {
    return this.store.changeRegistry((stored) => {
      const registry = parseRegistry(stored, this.store.location);
      return { remotes: { ...registry.remotes, [remote]: update(registry.remotes[remote] ?? EMPTY_ENTRY) } };
    });
  }
}

const switchTo = (version: string, by: SwitchKind): Switch => ({ version, at: new Date().toISOString(), by });
